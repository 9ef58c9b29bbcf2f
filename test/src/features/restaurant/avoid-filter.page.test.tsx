import { screen, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import { useLocation, useNavigationType } from 'react-router-dom';
import { RestaurantDetail } from '@/features/restaurant/restaurant-detail';
import { renderWithProviders } from '@test/render-with-providers';
import { PIZZA, SALAD } from './menu-option-fixtures';
import { savedRestaurant } from './restaurant-fixtures';

const MENU = savedRestaurant({ menuItems: [SALAD, PIZZA] });

/** The address as the router holds it, and how it was last reached. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{`${useNavigationType()} ${search}`}</output>;
}

function renderMenu(route = '/detail/r1') {
  const onAddToCart = jest.fn();
  const view = renderWithProviders(
    <>
      <RestaurantDetail restaurant={MENU} onAddToCart={onAddToCart} />
      <Address />
    </>,
    { route },
  );
  return { ...view, onAddToCart };
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const salad = () => screen.getByRole('button', { name: 'Garden salad, $7.00' });
const pizza = () => screen.getByRole('button', { name: 'Diavola, $11.00' });
const DIMMED = /Does not suit your filter/;

async function openPanel(view: ReturnType<typeof renderMenu>) {
  await view.user.click(screen.getByRole('button', { name: /^Avoid/ }));
  return screen.findByRole('region', { name: 'Avoid' });
}

describe('the avoid filter', () => {
  it('dims, without hiding, the dishes the address rules out, saying why', async () => {
    const view = renderMenu('/detail/r1?avoid=milk&diet=vegan');
    expect(screen.getByRole('button', { name: 'Avoid · 2' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(pizza()).toHaveAccessibleDescription(
      expect.stringMatching(/Does not suit your filter: contains Milk; not Vegan$/),
    );
    expect(pizza().closest('li')).toHaveStyle({ opacity: '0.5' });
    expect(salad()).not.toHaveAccessibleDescription(DIMMED);
    expect(salad().closest('li')).toHaveStyle({ opacity: '1' });

    // Dimmed, it can still be ordered.
    expect(pizza()).toBeEnabled();
    await view.user.click(pizza());
    expect(await screen.findByRole('dialog', { name: 'Diavola' })).toBeVisible();
  });

  it('is set from its panel and kept in the address, other parameters kept', async () => {
    const view = renderMenu('/detail/r1?cancelled=true');
    const panel = await openPanel(view);
    expect(screen.getByRole('button', { name: 'Avoid' })).toHaveAttribute('aria-expanded', 'true');
    const allergens = within(panel).getByRole('group', { name: 'Allergens to avoid' });
    const diet = within(panel).getByRole('group', { name: 'Only dishes that are' });
    expect(within(allergens).getAllByRole('checkbox')).toHaveLength(14);
    expect(within(diet).getAllByRole('checkbox')).toHaveLength(5);
    expect(within(panel).getByRole('status')).toHaveTextContent('No dishes dimmed');

    await view.user.click(within(allergens).getByRole('checkbox', { name: 'Peanuts' }));
    await view.user.click(within(allergens).getByRole('checkbox', { name: 'Milk' }));
    expect(address()).toBe('REPLACE ?cancelled=true&avoid=milk,peanuts');
    expect(pizza()).toHaveAccessibleDescription(expect.stringMatching(DIMMED));
    expect(within(panel).getByRole('status')).toHaveTextContent('1 dish dimmed');

    await view.user.click(within(diet).getByRole('checkbox', { name: 'Vegan' }));
    expect(address()).toBe('REPLACE ?cancelled=true&avoid=milk,peanuts&diet=vegan');
    expect(screen.getByRole('button', { name: 'Avoid · 3' })).toBeVisible();

    await view.user.click(within(allergens).getByRole('checkbox', { name: 'Milk' }));
    expect(address()).toBe('REPLACE ?cancelled=true&avoid=peanuts&diet=vegan');

    await view.user.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(address()).toBe('REPLACE ?cancelled=true');
    expect(pizza()).not.toHaveAccessibleDescription(DIMMED);
    expect(within(panel).getByRole('status')).toHaveTextContent('No dishes dimmed');
  });

  it('shows the address’s picks checked, and closes on Escape, focus back on its button', async () => {
    const view = renderMenu('/detail/r1?avoid=sesame');
    const panel = await openPanel(view);
    expect(within(panel).getByRole('checkbox', { name: 'Sesame' })).toBeChecked();
    expect(within(panel).getByRole('status')).toHaveTextContent('1 dish dimmed');
    expect(salad()).toHaveAccessibleDescription(expect.stringMatching(/contains Sesame$/));
    expect((await axe(view.container)).violations).toEqual([]);

    within(panel).getByRole('checkbox', { name: 'Milk' }).focus();
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Avoid' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avoid · 1' })).toHaveFocus();
  });
});
