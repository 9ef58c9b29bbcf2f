import { screen } from '@testing-library/react';
import type { Restaurant } from '@contract/restaurant';
import { pageReady, renderDetailPage } from '../../src/features/cart/cart-test-kit';
import { savedRestaurant } from '../../src/features/restaurant/restaurant-fixtures';
import { DISH } from '../models/chooser.model';
import { dishMenuItem } from './chooser-expected';

const uuid = (n: number) => `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A group's id, or a choice's: 100 for the first group, 101 for its first choice… */
function idOf(group: string, choice?: string): string {
  const groupIndex = DISH.groups.findIndex((entry) => entry.name === group);
  const choiceIndex = choice
    ? DISH.groups[groupIndex].choices.findIndex((entry) => entry.name === choice) + 1
    : 0;
  return uuid(100 * (groupIndex + 1) + choiceIndex);
}

/** The paths' restaurant: the dish with options alone, its Medium size sold out. */
export const CHOOSER_RESTAURANT: Restaurant = savedRestaurant({
  menuItems: [dishMenuItem(uuid(1), idOf)],
});

/** The dish's dialog, open. */
export const chooserDialog = () => screen.getByRole('dialog', { name: DISH.name });

/** The dish's button on the menu ('Pizza, $10.00'). */
export const dishButton = () =>
  screen.getByRole('button', { name: new RegExp(`^${DISH.name}, \\$`) });

/** The restaurant page at /detail/{id}, signed out, with the API answered on the test network. */
export class ChooserPage {
  private view?: ReturnType<typeof renderDetailPage>;

  async open() {
    this.view = renderDetailPage({ restaurant: CHOOSER_RESTAURANT });
    await pageReady();
  }

  get user() {
    if (!this.view) throw new Error('The path has not opened the page yet');
    return this.view.user;
  }
}
