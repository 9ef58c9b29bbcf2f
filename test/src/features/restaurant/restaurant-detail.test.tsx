import { screen } from '@testing-library/react';
import { RestaurantDetail } from '@/features/restaurant/restaurant-detail';
import { renderWithProviders } from '../../../render-with-providers';
import { savedRestaurant } from './restaurant-fixtures';

describe('RestaurantDetail', () => {
  it('hands the pressed menu item to onAddToCart and shows the order card', async () => {
    const onAddToCart = jest.fn();
    const { user } = renderWithProviders(
      <RestaurantDetail
        restaurant={savedRestaurant()}
        onAddToCart={onAddToCart}
        orderSummary={<p>Your Order</p>}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Tiramisu, $6.00' }));
    expect(onAddToCart).toHaveBeenCalledWith(savedRestaurant().menuItems[1]);
    expect(screen.getByRole('complementary', { name: 'Your order' })).toHaveTextContent(
      'Your Order',
    );
  });
});
