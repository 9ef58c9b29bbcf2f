import type { Order } from '@contract/order';
import type { Restaurant } from '@contract/restaurant';
import type { UserProfile } from '@contract/user';
import type { SystemAddresses } from './system-under-test';

/** The test card that pays, and an expiry two years on. */
const PAYING_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`,
  cvc: '123',
};

/**
 * The signed-in customer's side, as the web app and the payment page use it: for paths that need
 * a paid order to start from (the owner's), without walking through the checkout each time. The
 * checkout paths pay on the real payment page in the browser.
 */
export class CustomerApi {
  constructor(
    private readonly system: SystemAddresses,
    private readonly accessToken: string,
  ) {}

  /** Places an order of one of each dish for `deliveryName` and pays it; answers it once paid. */
  async placePaidOrder(restaurant: Restaurant, deliveryName: string): Promise<Order> {
    const checkout = await this.call('POST', '/api/order/checkout/create-checkout-session', {
      restaurantId: restaurant._id,
      cartItems: restaurant.menuItems.map((item) => ({
        menuItemId: item._id,
        name: item.name,
        quantity: '1',
      })),
      deliveryDetails: {
        name: deliveryName,
        addressLine1: '7 Harbour Road',
        city: 'London',
        country: 'United Kingdom',
        email: 'paths@example.com',
      },
    });
    if (!checkout.ok)
      throw new Error(`Checkout refused: ${checkout.status} ${await checkout.text()}`);
    const { url } = (await checkout.json()) as { url: string };
    const paid = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...PAYING_CARD, cardName: deliveryName }),
      redirect: 'manual',
    });
    if (paid.status >= 400) throw new Error(`Payment refused: ${paid.status}`);
    return this.waitUntilPaid(deliveryName);
  }

  /** Saves the customer's profile, as their profile page does: it prefills the delivery details. */
  async saveProfile(profile: UserProfile): Promise<void> {
    // The app makes the customer's record as they sign in; making sure costs one idempotent call.
    const made = await this.call('POST', '/api/my/user');
    if (!made.ok) throw new Error(`Could not make the customer's record: ${made.status}`);
    const saved = await this.call('PUT', '/api/my/user', profile);
    if (!saved.ok) throw new Error(`Could not save the profile: ${saved.status}`);
  }

  /** The customer's paid orders, newest first, as their order-status page lists them. */
  async myOrders(): Promise<Order[]> {
    const answer = await this.call('GET', '/api/order');
    if (!answer.ok) throw new Error(`Could not list the orders: ${answer.status}`);
    return (await answer.json()) as Order[];
  }

  /** The payment page tells the API through its webhook, a moment after the customer paid. */
  private async waitUntilPaid(deliveryName: string): Promise<Order> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const orders = await this.myOrders();
      const order = orders.find((each) => each.deliveryDetails.name === deliveryName);
      if (order && order.status !== 'placed') return order;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The order for ${deliveryName} was not paid within 15 s`);
  }

  private call(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { authorization: `Bearer ${this.accessToken}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${this.system.api}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
}
