import sharp from 'sharp';
import type { Order } from '@contract/order';
import type { Restaurant } from '@contract/restaurant';
import type { OrderStatus } from '@contract/order-status';
import type { SystemAddresses } from './system-under-test';

/** The menu every browser path orders from: the dishes the models name. */
export const PATH_MENU = [
  { name: 'Margherita', price: 1250 },
  { name: 'Tiramisu', price: 600 },
] as const;

/**
 * The signed-in owner's side of the API, as the owner's pages use it: the browser paths set their
 * data up through it rather than behind the product's back, so they run against a deployment too.
 */
export class OwnerApi {
  constructor(
    private readonly system: SystemAddresses,
    private readonly accessToken: string,
  ) {}

  /**
   * Creates the owner's restaurant, or puts it back to the paths' menu and details when an
   * earlier run left it: always open, never paused, every dish available.
   */
  async setUpRestaurant(name: string): Promise<Restaurant> {
    // The app makes the owner's record as it signs in; making sure costs one idempotent call.
    await this.expectOk(await this.call('POST', '/api/my/user'), "make the owner's record");
    const existing = await this.call('GET', '/api/my/restaurant');
    const form = await restaurantForm(
      name,
      existing.ok ? ((await existing.json()) as Restaurant) : undefined,
    );
    const saved = await this.call(existing.ok ? 'PUT' : 'POST', '/api/my/restaurant', form);
    await this.expectOk(saved, 'save the restaurant');
    await this.resume();
    return (await saved.json()) as Restaurant;
  }

  /** How long a paid order waits for the kitchen before the server rejects it, from now on. */
  async setAcceptWindow(restaurant: Restaurant, minutes: number): Promise<void> {
    const form = await restaurantForm(restaurant.restaurantName, restaurant);
    form.set('acceptWindowMinutes', String(minutes));
    await this.expectOk(
      await this.call('PUT', '/api/my/restaurant', form),
      'change the acceptance window',
    );
  }

  async setAvailable(menuItemId: string, available: boolean): Promise<Restaurant> {
    const answer = await this.call(
      'PATCH',
      `/api/my/restaurant/menu-items/${menuItemId}`,
      JSON.stringify({ available }),
    );
    await this.expectOk(answer, 'change a dish');
    return (await answer.json()) as Restaurant;
  }

  /** Takes no orders until resumed, as the owner's pause button does. */
  async pause(): Promise<void> {
    const answer = await this.call(
      'PUT',
      '/api/my/restaurant/pause',
      JSON.stringify({ minutes: null }),
    );
    await this.expectOk(answer, 'pause orders');
  }

  async resume(): Promise<void> {
    await this.expectOk(await this.call('DELETE', '/api/my/restaurant/pause'), 'resume orders');
  }

  /** Back to the usual delivery time, as the owner's 'End busy' does. */
  async endBusy(): Promise<void> {
    await this.expectOk(await this.call('DELETE', '/api/my/restaurant/busy'), 'end busy mode');
  }

  async setStatus(orderId: string, status: OrderStatus): Promise<void> {
    const answer = await this.call(
      'PATCH',
      `/api/my/restaurant/order/${orderId}/status`,
      JSON.stringify({ status }),
    );
    await this.expectOk(answer, `move an order to ${status}`);
  }

  /** The orders the Orders tab lists: paid, not removed. */
  async activeOrders(): Promise<Order[]> {
    const answer = await this.call('GET', '/api/my/restaurant/order');
    await this.expectOk(answer, 'list the orders');
    return (await answer.json()) as Order[];
  }

  /** Takes an order off the list, as the owner's X does: the product archives it. */
  async removeOrder(orderId: string): Promise<void> {
    const answer = await this.call('DELETE', `/api/my/restaurant/order/${orderId}`);
    await this.expectOk(answer, 'remove an order');
  }

  private call(method: string, path: string, body?: string | FormData) {
    const headers: Record<string, string> = { authorization: `Bearer ${this.accessToken}` };
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    return fetch(`${this.system.api}${path}`, { method, headers, body });
  }

  private async expectOk(answer: Response, doing: string) {
    if (!answer.ok) throw new Error(`Could not ${doing}: ${answer.status} ${await answer.text()}`);
  }
}

/** The restaurant form: the paths' menu (keeping the ids of dishes already on it), all week. */
async function restaurantForm(name: string, existing?: Restaurant): Promise<FormData> {
  const form = new FormData();
  form.set('restaurantName', name);
  form.set('city', 'London');
  form.set('country', 'United Kingdom');
  form.set('deliveryPrice', '250');
  form.set('estimatedDeliveryTime', '35');
  form.set('cuisines[0]', 'Italian');
  form.set('openingHours', '[]');
  PATH_MENU.forEach((dish, index) => {
    const kept = existing?.menuItems.find((item) => item.name === dish.name);
    form.set(`menuItems[${index}][name]`, dish.name);
    form.set(`menuItems[${index}][price]`, String(dish.price));
    form.set(`menuItems[${index}][available]`, 'true');
    if (kept) form.set(`menuItems[${index}][_id]`, kept._id);
  });
  if (!existing)
    form.set(
      'imageFile',
      new Blob([new Uint8Array(await anImage())], { type: 'image/png' }),
      'paths.png',
    );
  return form;
}

const anImage = () =>
  sharp({ create: { width: 1280, height: 720, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
