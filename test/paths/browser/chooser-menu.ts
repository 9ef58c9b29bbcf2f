import type { Restaurant } from '@contract/restaurant';
import { DISH } from '../models/chooser.model';
import { OwnerApi } from './owner-api';
import type { SystemAddresses } from './system-under-test';

/**
 * The owner's menu as the chooser paths need it, made through the owner's API as the Manage
 * Restaurant form and its sold-out switch save it: the paths' dish with its option groups, every
 * choice available, then the choices the dish has sold out marked so by the choice's own route.
 */
export class ChooserMenuApi {
  private readonly owner: OwnerApi;

  constructor(
    private readonly system: SystemAddresses,
    private readonly accessToken: string,
  ) {
    this.owner = new OwnerApi(system, accessToken);
  }

  /** The owner's restaurant, open and taking orders, with the dish alone on its menu. */
  async setUpRestaurant(name: string): Promise<Restaurant> {
    const details = await this.owner.setUpRestaurant(name);
    const saved = await this.call('PUT', '/api/my/restaurant', menuForm(details));
    await this.expectOk(saved, 'save the menu with options');
    let restaurant = (await saved.json()) as Restaurant;
    const item = restaurant.menuItems.find((entry) => entry.name === DISH.name)!;
    for (const group of DISH.groups) {
      for (const choice of group.choices.filter((entry) => entry.soldOut)) {
        const choiceId = item.optionGroups
          .find((entry) => entry.name === group.name)!
          .choices.find((entry) => entry.name === choice.name)!._id;
        restaurant = await this.setChoiceAvailable(item._id, choiceId, false);
      }
    }
    return restaurant;
  }

  async setChoiceAvailable(
    menuItemId: string,
    choiceId: string,
    available: boolean,
  ): Promise<Restaurant> {
    const answer = await this.call(
      'PATCH',
      `/api/my/restaurant/menu-items/${menuItemId}/choices/${choiceId}`,
      JSON.stringify({ available }),
    );
    await this.expectOk(answer, 'change a choice');
    return (await answer.json()) as Restaurant;
  }

  private call(method: string, path: string, body: string | FormData) {
    const headers: Record<string, string> = { authorization: `Bearer ${this.accessToken}` };
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    return fetch(`${this.system.api}${path}`, { method, headers, body });
  }

  private async expectOk(answer: Response, doing: string) {
    if (!answer.ok) throw new Error(`Could not ${doing}: ${answer.status} ${await answer.text()}`);
  }
}

/**
 * The restaurant form with the details it has (its hours are kept: none are sent) and the dish as
 * its one menu item, in the multipart names the owner's form sends (`menuItems[0][optionGroups][1][choices][2][name]` …).
 */
function menuForm(restaurant: Restaurant): FormData {
  const form = new FormData();
  form.set('restaurantName', restaurant.restaurantName);
  form.set('city', restaurant.city);
  form.set('country', restaurant.country);
  form.set('deliveryPrice', String(restaurant.deliveryPrice));
  form.set('estimatedDeliveryTime', String(restaurant.estimatedDeliveryTime));
  restaurant.cuisines.forEach((cuisine, index) => form.set(`cuisines[${index}]`, cuisine));
  const item = 'menuItems[0]';
  form.set(`${item}[name]`, DISH.name);
  form.set(`${item}[price]`, String(DISH.price));
  form.set(`${item}[available]`, 'true');
  DISH.groups.forEach((group, groupIndex) => {
    const prefix = `${item}[optionGroups][${groupIndex}]`;
    form.set(`${prefix}[name]`, group.name);
    form.set(`${prefix}[required]`, String(group.required));
    form.set(`${prefix}[minChoices]`, String(group.minChoices));
    form.set(`${prefix}[maxChoices]`, String(group.maxChoices));
    group.choices.forEach((choice, choiceIndex) => {
      form.set(`${prefix}[choices][${choiceIndex}][name]`, choice.name);
      form.set(`${prefix}[choices][${choiceIndex}][price]`, String(choice.price));
      form.set(`${prefix}[choices][${choiceIndex}][available]`, 'true');
    });
  });
  return form;
}
