import { screen } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import { RestaurantDetail } from '@/features/restaurant/restaurant-detail';
import { renderWithProviders } from '@test/render-with-providers';
import { busyFor, savedRestaurant, soldOut } from './restaurant-fixtures';

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

describe('RestaurantDetail, with an item sold out or the restaurant closed', () => {
  const [margherita, tiramisu] = savedRestaurant().menuItems;

  it('greys a sold-out item, says so and does not add it', async () => {
    const onAddToCart = jest.fn();
    const { user, container } = renderWithProviders(
      <RestaurantDetail
        restaurant={savedRestaurant({ menuItems: [margherita, soldOut(tiramisu)] })}
        onAddToCart={onAddToCart}
      />,
    );
    const item = screen.getByRole('button', { name: 'Tiramisu, $6.00' });
    expect(item).toBeDisabled();
    expect(item).toHaveAccessibleDescription('Sold out');
    expect(item.closest('li')).toHaveTextContent('Sold out');
    await user.click(item);
    expect(onAddToCart).not.toHaveBeenCalled();

    const available = screen.getByRole('button', { name: 'Margherita, $12.50' });
    expect(available).toBeEnabled();
    expect(available).not.toHaveAccessibleDescription();
    expect((await axe(container)).violations).toEqual([]);
  });

  it('says why it takes no orders under its name, and none while it does', () => {
    const closed = renderWithProviders(
      <RestaurantDetail
        restaurant={savedRestaurant()}
        closedReason="Not taking orders right now"
      />,
    );
    expect(screen.getByText('Not taking orders right now')).toBeVisible();
    closed.unmount();
    renderWithProviders(<RestaurantDetail restaurant={savedRestaurant()} />);
    expect(screen.queryByText('Not taking orders right now')).not.toBeInTheDocument();
  });
});

describe('RestaurantDetail of a busy restaurant', () => {
  it('shows the delivery time with the minutes busy mode adds', () => {
    const { unmount } = renderWithProviders(
      <RestaurantDetail restaurant={savedRestaurant(busyFor(30))} />,
    );
    expect(screen.getByText('Delivery $2.50 · 65 mins')).toBeVisible();
    unmount();
    renderWithProviders(<RestaurantDetail restaurant={savedRestaurant()} />);
    expect(screen.getByText('Delivery $2.50 · 35 mins')).toBeVisible();
  });
});
