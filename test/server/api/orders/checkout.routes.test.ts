import { randomUUID } from 'node:crypto';
import type { Restaurant } from '@contract/restaurant';
import type { TestApp } from '../../helpers/build-test-app';
import { bearer } from '../../helpers/test-tokens';
import {
  NOWHERE,
  startTestPayments,
  stripeClientFor,
  type TestPayments,
} from '@test/local/payments/payments-test-kit';
import {
  buildOrderTestApp,
  checkout,
  checkoutPayload,
  countOrders,
  DELIVERY_DETAILS,
  findOrder,
  openRestaurant,
  orderBySession,
  sessionIdOf,
  signUp,
  type Headers,
} from './order-test-kit';

const SECOND_CLIENT = 'https://mobile.forkful.example';

describe('POST /api/order/checkout/create-checkout-session', () => {
  let payments: TestPayments;
  let subject: TestApp;
  let restaurant: Restaurant;
  let other: Restaurant;
  let customer: Headers;

  beforeAll(async () => {
    payments = await startTestPayments({ webhookUrl: NOWHERE });
    subject = await buildOrderTestApp(payments.stripe, {
      webOrigins: ['http://localhost:3000', SECOND_CLIENT],
    });
    restaurant = await openRestaurant(subject.app);
    other = await openRestaurant(subject.app);
    customer = await signUp(subject.app, 'customer-1');
  }, 60_000);
  afterAll(async () => {
    await subject.close();
    await payments.close();
  });

  it('prices the cart from the menu, ignoring prices and totals the client sends', async () => {
    const payload = checkoutPayload(restaurant);
    const tampered = {
      ...payload,
      totalAmount: 1,
      cartItems: payload.cartItems.map((item) => ({ ...item, name: 'Free', price: 1 })),
    };
    const response = await checkout(subject.app, customer, tampered);
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^${payments.url}/pay/cs_test_\\w+$`));

    const stored = await orderBySession(subject.database.db, sessionIdOf(url));
    const order = await findOrder(subject.database.db, stored.id);
    expect(order).toMatchObject({
      status: 'placed',
      restaurantId: restaurant._id,
      totalAmount: 1250 * 2 + 599 + 250,
      amountPaid: null,
      deliveryName: DELIVERY_DETAILS.name,
      deliveryAddressLine1: DELIVERY_DETAILS.addressLine1,
      deliveryCity: DELIVERY_DETAILS.city,
      deliveryCountry: DELIVERY_DETAILS.country,
      deliveryEmail: DELIVERY_DETAILS.email,
    });
    const [margherita, tiramisu] = restaurant.menuItems;
    expect(
      order!.items.map(({ menuItemId, name, quantity, unitPrice }) => ({
        menuItemId,
        name,
        quantity,
        unitPrice,
      })),
    ).toEqual([
      { menuItemId: margherita._id, name: 'Margherita', quantity: 2, unitPrice: 1250 },
      { menuItemId: tiramisu._id, name: 'Tiramisu', quantity: 1, unitPrice: 599 },
    ]);
  });

  it('creates a payment session with one line per item, a Delivery line and the order id', async () => {
    const response = await checkout(subject.app, customer, checkoutPayload(restaurant));
    const sessionId = sessionIdOf(response.json<{ url: string }>().url);
    const order = await orderBySession(subject.database.db, sessionId);
    const session = await payments.stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['line_items'],
    });
    expect(session).toMatchObject({
      mode: 'payment',
      currency: 'usd',
      amount_total: order.totalAmount,
      customer_email: DELIVERY_DETAILS.email,
      metadata: { orderId: order.id, restaurantId: restaurant._id },
      success_url: 'http://localhost:3000/order-status?success=true',
      cancel_url: `http://localhost:3000/detail/${restaurant._id}?cancelled=true`,
    });
    const lines = session.line_items!.data.map((item) => [
      item.description,
      item.quantity,
      item.price?.unit_amount,
    ]);
    expect(lines).toEqual([
      ['Margherita', 2, 1250],
      ['Tiramisu', 1, 599],
      ['Delivery', 1, 250],
    ]);
  });

  it('sends the customer back to the web client they paid from when WEB_ORIGIN lists it', async () => {
    const returnsTo = async (origin: string) => {
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/order/checkout/create-checkout-session',
        headers: { ...customer, origin },
        payload: checkoutPayload(restaurant),
      });
      const sessionId = sessionIdOf(response.json<{ url: string }>().url);
      const session = await payments.stripe.checkout.sessions.retrieve(sessionId);
      return [session.success_url, session.cancel_url];
    };
    await expect(returnsTo(SECOND_CLIENT)).resolves.toEqual([
      `${SECOND_CLIENT}/order-status?success=true`,
      `${SECOND_CLIENT}/detail/${restaurant._id}?cancelled=true`,
    ]);
    await expect(returnsTo('https://evil.example')).resolves.toEqual([
      'http://localhost:3000/order-status?success=true',
      `http://localhost:3000/detail/${restaurant._id}?cancelled=true`,
    ]);
  });

  describe('refuses with 400 and writes no order', () => {
    const withItems = (cartItems: unknown[]) => ({ ...checkoutPayload(restaurant), cartItems });
    const line = (quantity: unknown, menuItemId = restaurant.menuItems[0]._id) => ({
      menuItemId,
      name: 'Margherita',
      quantity,
    });

    it.each(['2.5', '0', '100', 'x', '', -1, 2.5, null])('the quantity %p', async (quantity) => {
      await expectRefused(
        withItems([line(quantity)]),
        /cartItems\.0\.quantity: must be a whole number from 1 to 99/,
      );
    });

    it('a menu item of another restaurant, or none at all', async () => {
      for (const menuItemId of [other.menuItems[0]._id, randomUUID(), 'not-an-id']) {
        await expectRefused(
          withItems([line(1), line(1, menuItemId)]),
          /cartItems\.1\.menuItemId: is not on this restaurant's menu/,
        );
      }
    });

    it('more than 99 lines (the payment page takes 100, delivery included)', async () => {
      const lines = Array.from({ length: 100 }, () => line(1, randomUUID()));
      await expectRefused(withItems(lines), /cartItems: must have at most 99 lines/);
    });

    it('an empty cart', async () => {
      await expectRefused(withItems([]), /cartItems: the cart is empty/);
    });

    it('missing delivery details, or a missing part of them', async () => {
      const { deliveryDetails: _, ...withoutDetails } = checkoutPayload(restaurant);
      await expectRefused(withoutDetails, /deliveryDetails: Delivery details are required/);
      await expectRefused(
        { ...checkoutPayload(restaurant), deliveryDetails: { ...DELIVERY_DETAILS, city: ' ' } },
        /deliveryDetails\.city: City is required/,
      );
      await expectRefused(
        { ...checkoutPayload(restaurant), deliveryDetails: { ...DELIVERY_DETAILS, email: 'nope' } },
        /deliveryDetails\.email: must be an email address/,
      );
    });

    async function expectRefused(payload: unknown, message: RegExp) {
      const before = await countOrders(subject.database.db);
      const response = await checkout(subject.app, customer, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(await countOrders(subject.database.db)).toBe(before);
    }
  });

  it.each([
    ['an unknown restaurant', () => randomUUID()],
    ['text that is no id', () => 'pasta-place'],
  ])('answers 404 for %s and writes no order', async (_case, id) => {
    const before = await countOrders(subject.database.db);
    const response = await checkout(subject.app, customer, {
      ...checkoutPayload(restaurant),
      restaurantId: id(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Restaurant not found' });
    expect(await countOrders(subject.database.db)).toBe(before);
  });

  it('needs a token (401) and a user record (404)', async () => {
    const before = await countOrders(subject.database.db);
    const anonymous = await checkout(subject.app, undefined, checkoutPayload(restaurant));
    expect(anonymous.statusCode).toBe(401);
    const stranger = await checkout(
      subject.app,
      await bearer('no-record'),
      checkoutPayload(restaurant),
    );
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'User not found' });
    expect(await countOrders(subject.database.db)).toBe(before);
  });

  it('answers 502 and keeps no order when the payment session cannot be created', async () => {
    const failing = await buildOrderTestApp(stripeClientFor(payments.url, 'sk_test_wrongkey'), {
      database: subject.database,
    });
    try {
      const before = await countOrders(subject.database.db);
      const response = await checkout(failing.app, customer, checkoutPayload(restaurant));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: 'Unable to create checkout session' });
      expect(await countOrders(subject.database.db)).toBe(before);
    } finally {
      await failing.close();
    }
  });
});
