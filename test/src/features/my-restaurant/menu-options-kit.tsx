import { http } from 'msw';
import { screen, within } from '@testing-library/react';
import type { MenuItem, Restaurant } from '@contract/restaurant';
import { RestaurantForm } from '@/features/my-restaurant/restaurant-form';
import { renderWithProviders } from '@test/render-with-providers';
import { answering, type Reply } from '../../msw/answer';
import { apiUrl } from '../../msw/server';
import { savedRestaurant } from '../restaurant/restaurant-fixtures';

export const PIZZA_ID = 'a0000000-0000-4000-8000-000000000001';
export const SIZE_ID = 'c0000000-0000-4000-8000-000000000001';
export const EXTRAS_ID = 'c0000000-0000-4000-8000-000000000002';
export const SMALL_ID = 'd0000000-0000-4000-8000-000000000001';
export const MEDIUM_ID = 'd0000000-0000-4000-8000-000000000002';
export const LARGE_ID = 'd0000000-0000-4000-8000-000000000003';
export const OLIVES_ID = 'd0000000-0000-4000-8000-000000000004';
export const BASIL_ID = 'd0000000-0000-4000-8000-000000000005';

/** A pizza as a pizzeria writes it: a required size, optional extras (Basil sold out). */
export function pizzaWithOptions(): MenuItem {
  return {
    _id: PIZZA_ID,
    name: 'Margherita',
    price: 1000,
    available: true,
    description: 'Tomato, mozzarella, basil',
    dietary: ['vegetarian'],
    allergens: ['gluten', 'milk'],
    optionGroups: [
      {
        _id: SIZE_ID,
        name: 'Size',
        required: true,
        minChoices: 1,
        maxChoices: 1,
        choices: [
          { _id: SMALL_ID, name: 'Small', price: 0, available: true },
          { _id: MEDIUM_ID, name: 'Medium', price: 200, available: true },
          { _id: LARGE_ID, name: 'Large', price: 400, available: true },
        ],
      },
      {
        _id: EXTRAS_ID,
        name: 'Extras',
        required: false,
        minChoices: 0,
        maxChoices: 2,
        choices: [
          { _id: OLIVES_ID, name: 'Olives', price: 150, available: true },
          { _id: BASIL_ID, name: 'Basil', price: 50, available: false },
        ],
      },
    ],
  };
}

/** The saved restaurant with the pizza first, Tiramisu (no options) second. */
export const restaurantWithOptions = (): Restaurant => {
  const plain = savedRestaurant();
  return savedRestaurant({ menuItems: [pizzaWithOptions(), plain.menuItems[1]] });
};

/** The form alone, saving into a mock. */
export function renderForm(restaurant?: Restaurant) {
  const onSave = jest.fn((_body: FormData) => Promise.resolve(undefined));
  const view = renderWithProviders(<RestaurantForm restaurant={restaurant} onSave={onSave} />);
  return { ...view, onSave };
}

/** The multipart fields of menu item `index` (from 0) in the first save, in order. */
export function sentItem(onSave: jest.Mock<Promise<undefined>, [FormData]>, index: number) {
  const prefix = `menuItems[${index}]`;
  return [...onSave.mock.calls[0][0].entries()].filter(([name]) => name.startsWith(prefix));
}

export const submit = () => screen.getByRole('button', { name: /^(Submit|Saving)/ });
export const menuItem = (n: number) => screen.getByRole('listitem', { name: `Menu item ${n}` });
export const optionGroup = (item: number, n: number) =>
  within(menuItem(item)).getByRole('group', { name: `Option group ${n}` });
export const choice = (item: number, group: number, n: number) =>
  within(optionGroup(item, group)).getByRole('listitem', { name: `Choice ${n}` });
export const inGroup = (item: number, n: number) => within(optionGroup(item, n));
export const inChoice = (item: number, group: number, n: number) => within(choice(item, group, n));

/**
 * PATCH /api/my/restaurant/menu-items/{menuItemId}/choices/{choiceId}: answers `reply`, or the
 * restaurant with the choice's availability set as asked.
 */
export function serveChoiceAvailability(restaurant: Restaurant, reply?: Reply) {
  let current = restaurant;
  const setAvailable: Reply = (request, params) => {
    const { available } = request.body as { available: boolean };
    current = {
      ...current,
      menuItems: current.menuItems.map((item) =>
        item._id !== params.menuItemId
          ? item
          : {
              ...item,
              optionGroups: item.optionGroups.map((group) => ({
                ...group,
                choices: group.choices.map((one) =>
                  one._id === params.choiceId ? { ...one, available } : one,
                ),
              })),
            },
      ),
    };
    return { status: 200, body: current };
  };
  return http.patch(
    apiUrl('/api/my/restaurant/menu-items/:menuItemId/choices/:choiceId'),
    answering(reply ?? setAvailable),
  );
}
