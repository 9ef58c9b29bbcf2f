import { screen, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import { RestaurantDetail } from '@/features/restaurant/restaurant-detail';
import { renderWithProviders } from '@test/render-with-providers';
import { PIZZA, SALAD } from './menu-option-fixtures';
import { savedRestaurant, soldOut } from './restaurant-fixtures';

const WITH_DETAILS = savedRestaurant({ menuItems: [SALAD, PIZZA] });

describe('a dish on the menu', () => {
  it('shows its description, dietary tags and allergens, and is described by them', async () => {
    const { container } = renderWithProviders(<RestaurantDetail restaurant={WITH_DETAILS} />);
    const salad = screen.getByRole('button', { name: 'Garden salad, $7.00' });
    // The details are in the dish's entry beside its button: its name stays what it shows.
    const entryOf = (button: HTMLElement) => within(button.closest('li')!);
    expect(entryOf(salad).getByText('Leaves, cucumber, seeds')).toBeVisible();
    for (const tag of ['Vegetarian', 'Vegan', 'Gluten free']) {
      expect(entryOf(salad).getByText(tag)).toBeVisible();
    }
    expect(entryOf(salad).getByText('Allergens: Sesame, Mustard')).toBeVisible();
    expect(salad).toHaveAccessibleDescription(
      'Leaves, cucumber, seeds Vegetarian Vegan Gluten free Allergens: Sesame, Mustard',
    );

    const pizza = screen.getByRole('button', { name: 'Diavola, $11.00' });
    expect(entryOf(pizza).getByText('Spicy')).toBeVisible();
    expect(entryOf(pizza).getByText('Allergens: Cereals containing gluten, Milk')).toBeVisible();
    expect(pizza).toHaveAttribute('aria-haspopup', 'dialog');
    expect(salad).not.toHaveAttribute('aria-haspopup');
    expect((await axe(container)).violations).toEqual([]);
  });

  it('shows no details, and has no description, when it has none', () => {
    renderWithProviders(<RestaurantDetail restaurant={savedRestaurant()} />);
    const margherita = screen.getByRole('button', { name: 'Margherita, $12.50' });
    expect(margherita).not.toHaveAccessibleDescription();
    expect(within(margherita).queryByText(/Allergens/)).not.toBeInTheDocument();
  });

  it('says it is sold out before its details', () => {
    renderWithProviders(
      <RestaurantDetail restaurant={savedRestaurant({ menuItems: [soldOut(SALAD)] })} />,
    );
    const salad = screen.getByRole('button', { name: 'Garden salad, $7.00' });
    expect(salad).toBeDisabled();
    expect(salad).toHaveAccessibleDescription(
      'Sold out Leaves, cucumber, seeds Vegetarian Vegan Gluten free Allergens: Sesame, Mustard',
    );
  });

  it('adds a dish without options on a click, exactly as before, whatever its details', async () => {
    const onAddToCart = jest.fn();
    const { user } = renderWithProviders(
      <RestaurantDetail restaurant={WITH_DETAILS} onAddToCart={onAddToCart} />,
    );
    await user.click(screen.getByRole('button', { name: 'Garden salad, $7.00' }));
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    expect(onAddToCart).toHaveBeenCalledWith(SALAD);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
