import { randomUUID } from 'node:crypto';
import { MAX_CUSTOMER_ORDERS, type Order } from '@contract/order';
import type { Restaurant } from '@contract/restaurant';
import { orders } from '@server/db/schema';
import type { TestApp } from '../../helpers/build-test-app';
import { bearer } from '../../helpers/test-tokens';
import { DELIVERY_DETAILS } from './order-test-kit';
import {
  buildOrdersApp,
  CUSTOMER_ORDERS,
  getList,
  listOf,
  minutesAgo,
  openOwnedRestaurant,
  orderFrom,
  OWNER_ORDERS,
  patchStatus,
  removeOrder,
  signUpPerson,
  type Person,
} from './owner-orders-test-kit';

const ids = (list: Order[]) => list.map((order) => order._id);

describe('GET /api/order and GET /api/my/restaurant/order', () => {
  let subject: TestApp;
  let restaurant: Restaurant;
  let otherOwner: Person;
  let otherRestaurant: Restaurant;

  beforeAll(async () => {
    subject = await buildOrdersApp();
    ({ restaurant } = await openOwnedRestaurant(subject));
    ({ owner: otherOwner, restaurant: otherRestaurant } = await openOwnedRestaurant(subject));
  }, 60_000);
  afterAll(() => subject.close());

  const db = () => subject.database.db;

  it('need a token (401) and a user record (404)', async () => {
    for (const url of [CUSTOMER_ORDERS, OWNER_ORDERS]) {
      const anonymous = await getList(subject.app, url);
      expect(anonymous.statusCode).toBe(401);
      const unknown = await getList(subject.app, url, await bearer(`nobody-${randomUUID()}`));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'User not found' });
    }
  });

  it("answers 404 for the owner's list when the caller has no restaurant", async () => {
    const customer = await signUpPerson(subject);
    const response = await getList(subject.app, OWNER_ORDERS, customer.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Restaurant not found' });
  });

  it("lists the customer's paid orders newest first, with the restaurant summary", async () => {
    const customer = await signUpPerson(subject);
    const someoneElse = await signUpPerson(subject);
    const olderAt = minutesAgo(30);
    const older = await orderFrom(db(), customer, restaurant, { createdAt: olderAt });
    const newer = await orderFrom(db(), customer, otherRestaurant, {
      status: 'delivered',
      createdAt: minutesAgo(10),
    });
    await orderFrom(db(), customer, restaurant, { status: 'placed', createdAt: minutesAgo(1) });
    await orderFrom(db(), someoneElse, restaurant);

    const list = await listOf(subject.app, CUSTOMER_ORDERS, customer.headers);
    expect(ids(list)).toEqual([newer, older]);
    expect(list[1]).toEqual({
      _id: older,
      status: 'paid',
      createdAt: olderAt.toISOString(),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      totalAmount: 2 * 1250 + 599 + 250,
      deliveryDetails: DELIVERY_DETAILS,
      cartItems: [
        {
          menuItemId: restaurant.menuItems[0]._id,
          name: 'Margherita',
          quantity: 2,
          price: 1250,
          choices: [],
          refunded: false,
        },
        {
          menuItemId: restaurant.menuItems[1]._id,
          name: 'Tiramisu',
          quantity: 1,
          price: 599,
          choices: [],
          refunded: false,
        },
      ],
      restaurant: {
        _id: restaurant._id,
        restaurantName: restaurant.restaurantName,
        imageUrl: restaurant.imageUrl,
        estimatedDeliveryTime: 30,
      },
      // Placed, plus the restaurant's delivery time, until the kitchen says otherwise.
      expectedAt: new Date(olderAt.getTime() + 30 * 60_000).toISOString(),
      acceptBy: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      cancellation: null,
      refund: null,
    });
    expect(list[0]).toMatchObject({
      status: 'delivered',
      restaurant: { _id: otherRestaurant._id, imageUrl: otherRestaurant.imageUrl },
    });
  });

  it("lists the restaurant's paid orders newest first, without unpaid or other restaurants' ones", async () => {
    const { owner: freshOwner, restaurant: fresh } = await openOwnedRestaurant(subject);
    const [first, second] = [await signUpPerson(subject), await signUpPerson(subject)];
    const oldest = await orderFrom(db(), first, fresh, { createdAt: minutesAgo(50) });
    const middle = await orderFrom(db(), second, fresh, {
      status: 'outForDelivery',
      createdAt: minutesAgo(20),
    });
    const newest = await orderFrom(db(), first, fresh, {
      status: 'inProgress',
      createdAt: minutesAgo(5),
    });
    await orderFrom(db(), second, fresh, { status: 'placed', createdAt: minutesAgo(2) });
    await orderFrom(db(), first, restaurant, { createdAt: minutesAgo(1) });

    const list = await listOf(subject.app, OWNER_ORDERS, freshOwner.headers);
    expect(ids(list)).toEqual([newest, middle, oldest]);
    expect(list.map((order) => order.status)).toEqual(['inProgress', 'outForDelivery', 'paid']);
    expect(list.every((order) => order.restaurant._id === fresh._id)).toBe(true);
    expect(ids(await listOf(subject.app, OWNER_ORDERS, otherOwner.headers))).not.toContain(newest);
  });

  it('orders that were placed at the same instant come newest id first, in both lists', async () => {
    const { owner: freshOwner, restaurant: fresh } = await openOwnedRestaurant(subject);
    const customer = await signUpPerson(subject);
    const instant = minutesAgo(3);
    const placed = [];
    for (let i = 0; i < 4; i += 1) {
      placed.push(await orderFrom(db(), customer, fresh, { createdAt: instant }));
    }
    const expected = [...placed].sort().reverse();
    expect(ids(await listOf(subject.app, OWNER_ORDERS, freshOwner.headers))).toEqual(expected);
    expect(ids(await listOf(subject.app, CUSTOMER_ORDERS, customer.headers))).toEqual(expected);
  });

  it("hides a removed order from the owner only; the customer's history stays whole", async () => {
    const { owner: freshOwner, restaurant: fresh } = await openOwnedRestaurant(subject);
    const customer = await signUpPerson(subject);
    const kept = await orderFrom(db(), customer, fresh, { createdAt: minutesAgo(9) });
    const removed = await orderFrom(db(), customer, fresh, { status: 'delivered' });

    expect((await removeOrder(subject.app, removed, freshOwner.headers)).statusCode).toBe(200);
    expect(ids(await listOf(subject.app, OWNER_ORDERS, freshOwner.headers))).toEqual([kept]);
    const history = await listOf(subject.app, CUSTOMER_ORDERS, customer.headers);
    expect(ids(history)).toEqual([removed, kept]);
    expect(history[0].status).toBe('delivered');
  });

  it('keeps a paid order in both lists when its owner sets it back to placed', async () => {
    const { owner: freshOwner, restaurant: fresh } = await openOwnedRestaurant(subject);
    const customer = await signUpPerson(subject);
    const orderId = await orderFrom(db(), customer, fresh);

    const patched = await patchStatus(subject.app, orderId, freshOwner.headers, {
      status: 'placed',
    });
    expect(patched.statusCode).toBe(200);
    for (const [url, headers] of [
      [OWNER_ORDERS, freshOwner.headers],
      [CUSTOMER_ORDERS, customer.headers],
    ] as const) {
      const list = await listOf(subject.app, url, headers);
      expect(list.map(({ _id, status }) => ({ _id, status }))).toEqual([
        { _id: orderId, status: 'placed' },
      ]);
    }
  });

  it(`answers the customer's newest ${MAX_CUSTOMER_ORDERS} orders`, async () => {
    const customer = await signUpPerson(subject);
    const template = await orderFrom(db(), customer, restaurant, { createdAt: minutesAgo(999) });
    const start = minutesAgo(500).getTime();
    const rows = Array.from({ length: MAX_CUSTOMER_ORDERS }, (_, i) => ({
      userId: customer.userId,
      restaurantId: restaurant._id,
      status: 'paid' as const,
      deliveryName: `Order ${i}`,
      deliveryAddressLine1: DELIVERY_DETAILS.addressLine1,
      deliveryCity: DELIVERY_DETAILS.city,
      deliveryCountry: DELIVERY_DETAILS.country,
      deliveryEmail: DELIVERY_DETAILS.email,
      totalAmount: 100,
      amountPaid: 100,
      createdAt: new Date(start + i * 1000),
    }));
    await db().insert(orders).values(rows);

    const list = await listOf(subject.app, CUSTOMER_ORDERS, customer.headers);
    expect(list).toHaveLength(MAX_CUSTOMER_ORDERS);
    expect(ids(list)).not.toContain(template);
    expect(list[0].deliveryDetails.name).toBe(`Order ${MAX_CUSTOMER_ORDERS - 1}`);
    expect(list[0].cartItems).toEqual([]);
  });
});
