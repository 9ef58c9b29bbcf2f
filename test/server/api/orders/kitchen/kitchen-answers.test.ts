import { eq } from 'drizzle-orm';
import { KITCHEN_MESSAGES } from '@contract/kitchen';
import type { Order } from '@contract/order';
import { ORDER_STATUSES, type OrderStatus } from '@contract/order-status';
import type { Restaurant } from '@contract/restaurant';
import { orders } from '@server/db/schema';
import type { TestApp } from '../../../helpers/build-test-app';
import {
  buildOrdersApp,
  CUSTOMER_ORDERS,
  listOf,
  openOwnedRestaurant,
  orderFrom,
  OWNER_ORDERS,
  patchStatus,
  signUpPerson,
  storedOrder,
  type Person,
} from '../owner-orders-test-kit';
import { kitchenCall, refundsOf, type KitchenAction } from './kitchen-test-kit';

const MINUTE = 60_000;
const time = (iso: string | null | undefined) => new Date(iso!).getTime();

describe('the kitchen’s answers: accept, running late, reject, cancel', () => {
  let subject: TestApp;
  let owner: Person;
  let restaurant: Restaurant;
  let customer: Person;

  beforeAll(async () => {
    // Refunds go nowhere here (kitchen-refunds.test.ts makes them); the sweep waits.
    subject = await buildOrdersApp();
    ({ owner, restaurant } = await openOwnedRestaurant(subject));
    customer = await signUpPerson(subject);
  }, 180_000);
  afterAll(() => subject.close());

  const db = () => subject.database.db;
  const newOrder = (status: OrderStatus = 'paid') =>
    orderFrom(db(), customer, restaurant, { status });
  const call = (orderId: string, action: KitchenAction, payload?: Record<string, unknown>) =>
    kitchenCall(subject.app, orderId, action, owner.headers, payload);
  const ownerCopy = async (orderId: string) =>
    (await listOf(subject.app, OWNER_ORDERS, owner.headers)).find(
      (order) => order._id === orderId,
    )!;

  it('shows a paid order’s expected time and the time it waits for the kitchen until', async () => {
    const before = Date.now();
    const orderId = await newOrder();
    const order = await ownerCopy(orderId);
    expect(order).toMatchObject({ status: 'paid', cancellation: null, refund: null });
    // The specification's rule until the kitchen answers: placed, plus the delivery time.
    expect(time(order.expectedAt)).toBe(time(order.createdAt) + 30 * MINUTE);
    // The restaurant's window: 10 minutes unless its owner chose another.
    expect(time(order.acceptBy)).toBeGreaterThanOrEqual(before + 10 * MINUTE - 1000);
    expect(time(order.acceptBy)).toBeLessThanOrEqual(Date.now() + 10 * MINUTE + 1000);
    expect(order.cartItems.map((item) => item.refunded)).toEqual([false, false]);
  });

  it('accepts a paid order: in progress, expected `minutes` from now, no longer waiting', async () => {
    const orderId = await newOrder();
    const before = Date.now();
    const response = await call(orderId, 'accept', { minutes: 20 });
    expect(response.statusCode).toBe(200);
    const order = response.json<Order>();
    expect(order).toMatchObject({ _id: orderId, status: 'inProgress', acceptBy: null });
    expect(time(order.expectedAt)).toBeGreaterThanOrEqual(before + 20 * MINUTE);
    expect(time(order.expectedAt)).toBeLessThanOrEqual(Date.now() + 20 * MINUTE);
    expect(await storedOrder(db(), orderId)).toMatchObject({
      status: 'inProgress',
      acceptBy: null,
    });
    expect(await ownerCopy(orderId)).toEqual(order);
  });

  it('takes the minutes as digits too, and only the offered ones', async () => {
    const orderId = await newOrder();
    for (const minutes of [7, 0, -10, 'soon', null]) {
      const response = await call(orderId, 'accept', { minutes });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `minutes: ${KITCHEN_MESSAGES.acceptMinutes}` });
    }
    expect((await call(orderId, 'accept', { minutes: '45' })).statusCode).toBe(200);
  });

  it('moves an accepted order’s time on when it runs late, each time', async () => {
    const orderId = await newOrder();
    const accepted = (await call(orderId, 'accept', { minutes: 30 })).json<Order>();
    const late = (await call(orderId, 'late', { minutes: 10 })).json<Order>();
    expect(time(late.expectedAt)).toBe(time(accepted.expectedAt) + 10 * MINUTE);
    await patchStatus(subject.app, orderId, owner.headers, { status: 'outForDelivery' });
    const later = (await call(orderId, 'late', { minutes: 5 })).json<Order>();
    expect(later.status).toBe('outForDelivery');
    expect(time(later.expectedAt)).toBe(time(accepted.expectedAt) + 15 * MINUTE);
    expect((await call(orderId, 'late', { minutes: 20 })).json()).toEqual({
      message: `minutes: ${KITCHEN_MESSAGES.lateMinutes}`,
    });
  });

  it('runs an order the dropdown moved on late from the usual time', async () => {
    const orderId = await newOrder('inProgress');
    const before = await ownerCopy(orderId);
    const late = (await call(orderId, 'late', { minutes: 15 })).json<Order>();
    expect(time(late.expectedAt)).toBe(time(before.expectedAt) + 15 * MINUTE);
  });

  it.each([
    ['accept', 'inProgress', 'Order is In Progress'],
    ['accept', 'delivered', 'Order is Delivered'],
    ['reject', 'inProgress', 'Order is In Progress'],
    ['reject', 'outForDelivery', 'Order is Out for Delivery'],
    ['late', 'paid', 'Order is Awaiting Restaurant Confirmation'],
    ['late', 'delivered', 'Order is Delivered'],
    ['cancel', 'paid', 'Order is Awaiting Restaurant Confirmation'],
    ['cancel', 'delivered', 'Order is Delivered'],
  ] as const)('refuses to %s an order that is %s: 409', async (action, status, message) => {
    const orderId = await newOrder(status);
    const before = await storedOrder(db(), orderId);
    const response = await call(orderId, action);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message });
    expect(await storedOrder(db(), orderId)).toEqual(before);
  });

  it('rejects a paid order with its reason: cancelled by the restaurant, refunded in full', async () => {
    const orderId = await newOrder();
    const response = await call(orderId, 'reject', { reason: 'other', note: '  Oven broke  ' });
    expect(response.statusCode).toBe(200);
    const order = response.json<Order>();
    expect(order).toMatchObject({
      status: 'cancelled',
      acceptBy: null,
      cancellation: { reason: 'other', note: 'Oven broke', by: 'restaurant' },
      refund: { amount: 3349, status: 'pending' },
    });
    expect(order.cartItems.map((item) => item.refunded)).toEqual([true, true]);
    expect(Math.abs(time(order.cancellation!.at) - Date.now())).toBeLessThan(60_000);
    expect(await refundsOf(db(), orderId)).toMatchObject([{ amount: 3349 }]);
  });

  it('needs a note for the reason other, and a reason it knows', async () => {
    const orderId = await newOrder();
    const cases = [
      [{ reason: 'other' }, `note: ${KITCHEN_MESSAGES.noteRequired}`],
      [{ reason: 'other', note: '   ' }, `note: ${KITCHEN_MESSAGES.noteRequired}`],
      [{ reason: 'noResponse' }, `reason: ${KITCHEN_MESSAGES.reason}`],
      [{ reason: 'tooBusy', note: 'x'.repeat(201) }, `note: ${KITCHEN_MESSAGES.note}`],
      [{}, `reason: ${KITCHEN_MESSAGES.reason}`],
    ] as const;
    for (const [payload, message] of cases) {
      const response = await call(orderId, 'reject', payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(response.json()).toEqual({ message });
    }
    expect((await storedOrder(db(), orderId)).status).toBe('paid');
  });

  it('keeps a cancelled order where it is: every answer and the dropdown are 409', async () => {
    const orderId = await newOrder();
    await call(orderId, 'reject', { reason: 'closingSoon' });
    const before = await storedOrder(db(), orderId);
    for (const action of ['accept', 'late', 'reject', 'cancel'] as const) {
      const response = await call(orderId, action);
      expect({ action, status: response.statusCode }).toEqual({ action, status: 409 });
      expect(response.json()).toEqual({ message: 'Order is Cancelled' });
    }
    for (const status of ['paid', 'delivered', 'inProgress'] as const) {
      const response = await patchStatus(subject.app, orderId, owner.headers, { status });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Order is Cancelled' });
    }
    expect(await storedOrder(db(), orderId)).toEqual(before);
    expect(await refundsOf(db(), orderId)).toHaveLength(1);
  });

  it('lists a cancelled order for the owner and the customer, with why', async () => {
    const orderId = await newOrder();
    await call(orderId, 'reject', { reason: 'itemUnavailable' });
    const customers = await listOf(subject.app, CUSTOMER_ORDERS, customer.headers);
    const theirs = customers.find((order) => order._id === orderId);
    expect(theirs).toMatchObject({
      status: 'cancelled',
      cancellation: { reason: 'itemUnavailable', note: null, by: 'restaurant' },
      refund: { amount: 3349 },
    });
    expect(await ownerCopy(orderId)).toEqual(theirs);
  });

  it('cancels some lines of an accepted order: those are refunded, the order goes on', async () => {
    const orderId = await newOrder();
    await call(orderId, 'accept', { minutes: 30 });
    const response = await call(orderId, 'cancel', { reason: 'itemUnavailable', lines: [1] });
    expect(response.statusCode).toBe(200);
    const order = response.json<Order>();
    expect(order).toMatchObject({
      status: 'inProgress',
      cancellation: null,
      refund: { amount: 599, status: 'pending' },
    });
    expect(order.cartItems.map((item) => item.refunded)).toEqual([false, true]);

    const again = await call(orderId, 'cancel', { reason: 'itemUnavailable', lines: [1] });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: `lines: ${KITCHEN_MESSAGES.lineRefunded}` });
    const unknown = await call(orderId, 'cancel', { reason: 'itemUnavailable', lines: [2] });
    expect(unknown.json()).toEqual({ message: `lines: ${KITCHEN_MESSAGES.lines}` });
    const twice = await call(orderId, 'cancel', { reason: 'itemUnavailable', lines: [0, 0] });
    expect(twice.json()).toEqual({ message: `lines: ${KITCHEN_MESSAGES.lines}` });
    expect(await refundsOf(db(), orderId)).toMatchObject([{ amount: 599 }]);
  });

  it('cancels the whole order when every line left is ticked: what is left of the payment', async () => {
    const orderId = await newOrder('outForDelivery');
    await call(orderId, 'cancel', { reason: 'tooBusy', lines: [0] });
    const response = await call(orderId, 'cancel', { reason: 'closingSoon', lines: [1] });
    const order = response.json<Order>();
    expect(order).toMatchObject({
      status: 'cancelled',
      cancellation: { reason: 'closingSoon', by: 'restaurant' },
      refund: { amount: 3349 },
    });
    // Two Margheritas first, then the Tiramisu and the delivery: never more than was paid.
    expect((await refundsOf(db(), orderId)).map((refund) => refund.amount)).toEqual([2500, 849]);
  });

  it('answers the dropdown as before, and leaves an order it moved on to no rejection', async () => {
    const orderId = await newOrder();
    const response = await patchStatus(subject.app, orderId, owner.headers, {
      status: 'inProgress',
    });
    expect(response.json()).toMatchObject({ status: 'inProgress', acceptBy: null });
    expect((await storedOrder(db(), orderId)).acceptBy).toBeNull();
  });

  it('shows a client of the specification’s API only its five statuses until an order is cancelled', async () => {
    const accepted = await newOrder();
    await call(accepted, 'accept', { minutes: 20 });
    await call(accepted, 'late', { minutes: 10 });
    const partlyCancelled = await newOrder('inProgress');
    await call(partlyCancelled, 'cancel', { reason: 'itemUnavailable', lines: [0] });
    const waiting = await newOrder();
    const cancelled = await newOrder();
    await call(cancelled, 'reject', { reason: 'tooBusy' });

    const specification = new Set<string>(ORDER_STATUSES);
    for (const list of [
      await listOf(subject.app, CUSTOMER_ORDERS, customer.headers),
      await listOf(subject.app, OWNER_ORDERS, owner.headers),
    ]) {
      const statusOf = (id: string) => list.find((order) => order._id === id)!.status;
      for (const id of [accepted, partlyCancelled, waiting]) {
        expect(specification.has(statusOf(id))).toBe(true);
      }
      expect(statusOf(cancelled)).toBe('cancelled');
    }
    // The dropdown moves a kitchen-accepted order as the specification says.
    const moved = await patchStatus(subject.app, accepted, owner.headers, { status: 'delivered' });
    expect(moved.json()).toMatchObject({ status: 'delivered' });
  });

  it('counts no cancelled order as waiting for the kitchen', async () => {
    const orderId = await newOrder();
    await db()
      .update(orders)
      .set({ acceptBy: new Date(Date.now() - MINUTE) })
      .where(eq(orders.id, orderId));
    await call(orderId, 'reject', { reason: 'tooBusy' });
    expect((await storedOrder(db(), orderId)).acceptBy).toBeNull();
  });
});
