import type { Order } from '@contract/order';
import type { Restaurant } from '@contract/restaurant';
import type { TestApp } from '../../helpers/build-test-app';
import { bearer } from '../../helpers/test-tokens';
import { signedPaymentEvent } from '../../helpers/signed-payment-event';
import {
  CUSTOMER_EVENTS,
  dataOf,
  listenOnLoopback,
  openEvents,
  OWNER_EVENTS,
  type EventReader,
  type StreamEvent,
} from './order-events-test-kit';
import {
  buildOrdersApp,
  CUSTOMER_ORDERS,
  listOf,
  openOwnedRestaurant,
  orderFrom,
  OWNER_ORDERS,
  patchStatus,
  removeOrder,
  signUpPerson,
  storedOrder,
  type Person,
} from './owner-orders-test-kit';

const isOrder = (id: string) => (event: StreamEvent) =>
  event.event === 'order' && dataOf<Order>(event)._id === id;

describe('order event streams', () => {
  let subject: TestApp;
  let baseUrl: string;
  let owner: Person;
  let restaurant: Restaurant;
  let customer: Person;
  const open: EventReader[] = [];
  let closed = false;

  beforeAll(async () => {
    subject = await buildOrdersApp({ orderEventsHeartbeatMs: 100 });
    ({ owner, restaurant } = await openOwnedRestaurant(subject));
    customer = await signUpPerson(subject);
    baseUrl = await listenOnLoopback(subject.app);
  }, 60_000);
  afterEach(() => open.splice(0).forEach((reader) => reader.close()));
  afterAll(async () => {
    if (!closed) await subject.close();
  });

  const db = () => subject.database.db;
  const events = async (path: string, headers: Record<string, string>) => {
    const reader = await openEvents(baseUrl, path, headers);
    open.push(reader);
    return reader;
  };

  it('opens with the stream headers and retry: 2000', async () => {
    const stream = await events(CUSTOMER_EVENTS, customer.headers);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    expect(stream.headers.get('cache-control')).toBe('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(await stream.next()).toEqual({ retry: 2000 });
  });

  it("brings the owner's status change to the customer as the list shows the order", async () => {
    const orderId = await orderFrom(db(), customer, restaurant);
    const stream = await events(CUSTOMER_EVENTS, customer.headers);
    await patchStatus(subject.app, orderId, owner.headers, { status: 'inProgress' });

    const event = await stream.next(isOrder(orderId));
    const [listed] = (await listOf(subject.app, CUSTOMER_ORDERS, customer.headers)).filter(
      (order) => order._id === orderId,
    );
    expect(event.data).toBe(JSON.stringify(listed));
    expect(event.id).toBe(listed.updatedAt);
    expect(listed.status).toBe('inProgress');
  });

  it('brings a newly paid order to the owner, and its removal as order-removed', async () => {
    const stream = await events(OWNER_EVENTS, owner.headers);
    await stream.next();
    const orderId = await orderFrom(db(), customer, restaurant, { status: 'placed' });
    const { totalAmount } = await storedOrder(db(), orderId);
    const paid = signedPaymentEvent(orderId, totalAmount);
    const webhook = await subject.app.inject({
      method: 'POST',
      url: '/api/order/checkout/webhook',
      ...paid,
    });
    expect(webhook.statusCode).toBe(200);

    const event = await stream.next(isOrder(orderId));
    const listed = await listOf(subject.app, OWNER_ORDERS, owner.headers);
    expect(event.data).toBe(JSON.stringify(listed.find((order) => order._id === orderId)));
    expect(dataOf<Order>(event).status).toBe('paid');

    await removeOrder(subject.app, orderId, owner.headers);
    const removed = await stream.next((next) => next.event === 'order-removed');
    expect(removed).toEqual({ event: 'order-removed', data: JSON.stringify({ _id: orderId }) });
  });

  it('sends what a client missed since its Last-Event-ID first, then live events', async () => {
    const first = await orderFrom(db(), customer, restaurant);
    const stream = await events(OWNER_EVENTS, owner.headers);
    await patchStatus(subject.app, first, owner.headers, { status: 'inProgress' });
    const seen = await stream.next(isOrder(first));
    stream.close();

    const second = await orderFrom(db(), customer, restaurant);
    await patchStatus(subject.app, first, owner.headers, { status: 'outForDelivery' });
    await removeOrder(subject.app, second, owner.headers);
    const resumed = await events(OWNER_EVENTS, { ...owner.headers, 'last-event-id': seen.id! });
    expect(await resumed.next()).toEqual({ retry: 2000 });
    const caughtUp = await resumed.next(isOrder(first));
    expect(dataOf<Order>(caughtUp).status).toBe('outForDelivery');
    expect(await resumed.next((event) => event.event === 'order-removed')).toMatchObject({
      data: JSON.stringify({ _id: second }),
    });

    await patchStatus(subject.app, first, owner.headers, { status: 'delivered' });
    expect(dataOf<Order>(await resumed.next(isOrder(first))).status).toBe('delivered');
  });

  it('sends only live events without a Last-Event-ID, or with one that is not an event id', async () => {
    const orderId = await orderFrom(db(), customer, restaurant);
    for (const headers of [customer.headers, { ...customer.headers, 'last-event-id': 'x' }]) {
      const stream = await events(CUSTOMER_EVENTS, headers);
      await expect(stream.next(isOrder(orderId), 500)).rejects.toThrow(/no such event/);
    }
  });

  it('keeps an idle stream open with keep-alive comments', async () => {
    const stream = await events(CUSTOMER_EVENTS, customer.headers);
    expect(await stream.next((event) => event.comment !== undefined)).toEqual({
      comment: 'keep-alive',
    });
  });

  it('answers 401 without a token and 404 without a user record or a restaurant', async () => {
    const cases = [
      { path: CUSTOMER_EVENTS, headers: {}, status: 401, message: 'Missing bearer token' },
      { path: OWNER_EVENTS, headers: {}, status: 401, message: 'Missing bearer token' },
      {
        path: CUSTOMER_EVENTS,
        headers: await bearer('nobody-at-all'),
        status: 404,
        message: 'User not found',
      },
      {
        path: OWNER_EVENTS,
        headers: customer.headers,
        status: 404,
        message: 'Restaurant not found',
      },
    ];
    for (const { path, headers, status, message } of cases) {
      const response = await fetch(`${baseUrl}${path}`, { headers });
      expect({ path, status: response.status }).toEqual({ path, status });
      expect(await response.json()).toEqual({ message });
    }
  });

  it('answers HEAD with the stream headers at once, after the same checks as GET', async () => {
    const heads = await Promise.all(
      [
        { path: CUSTOMER_EVENTS, headers: customer.headers },
        { path: OWNER_EVENTS, headers: owner.headers },
        { path: OWNER_EVENTS, headers: customer.headers },
        { path: CUSTOMER_EVENTS, headers: {} },
      ].map(({ path, headers }) =>
        fetch(`${baseUrl}${path}`, { method: 'HEAD', headers, signal: AbortSignal.timeout(5_000) }),
      ),
    );
    expect(heads.map((response) => response.status)).toEqual([200, 200, 404, 401]);
    expect(heads[0].headers.get('content-type')).toBe('text/event-stream');
    expect(heads[1].headers.get('cache-control')).toBe('no-cache');
  });

  it('lets the web origin read the stream across origins', async () => {
    const origin = subject.config.webOrigin;
    const stream = await events(CUSTOMER_EVENTS, { ...customer.headers, origin });
    expect(stream.headers.get('access-control-allow-origin')).toBe(origin);
  });

  // Last: it closes the app.
  it('ends open streams when the app closes, so that closing does not wait for them', async () => {
    const stream = await events(OWNER_EVENTS, owner.headers);
    await stream.next();
    closed = true;
    await subject.close();
    await stream.ended;
  });
});
