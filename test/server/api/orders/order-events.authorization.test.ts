import { eq, sql } from 'drizzle-orm';
import type { Order } from '@contract/order';
import type { Restaurant } from '@contract/restaurant';
import { orders as ordersTable } from '@server/db/schema';
import type { TestApp } from '../../helpers/build-test-app';
import {
  CUSTOMER_EVENTS,
  dataOf,
  listenOnLoopback,
  openEvents,
  OWNER_EVENTS,
  type EventReader,
} from './order-events-test-kit';
import {
  buildOrdersApp,
  openOwnedRestaurant,
  orderFrom,
  patchStatus,
  removeOrder,
  signUpPerson,
  type Person,
} from './owner-orders-test-kit';

/** Every order id a stream carried, whatever the event. */
const idsSeen = (reader: EventReader) =>
  new Set(reader.seen.filter((event) => event.data).map((event) => dataOf<Order>(event)._id));

/** Long enough for an event that was going to arrive to have arrived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe("order event streams carry only the caller's orders", () => {
  let subject: TestApp;
  let baseUrl: string;
  let ada: Person;
  let bob: Person;
  let first: { owner: Person; restaurant: Restaurant };
  let second: { owner: Person; restaurant: Restaurant };
  let streams: Record<'ada' | 'bob' | 'firstOwner' | 'secondOwner', EventReader>;
  /** Paid: Ada's at the first restaurant, Bob's at the second; unpaid: Ada's at the second. */
  let orders: { adaFirst: string; bobSecond: string; adaSecond: string };

  beforeAll(async () => {
    subject = await buildOrdersApp();
    [first, second] = [await openOwnedRestaurant(subject), await openOwnedRestaurant(subject)];
    [ada, bob] = [await signUpPerson(subject), await signUpPerson(subject)];
    baseUrl = await listenOnLoopback(subject.app);
    const db = subject.database.db;
    orders = {
      adaFirst: await orderFrom(db, ada, first.restaurant),
      bobSecond: await orderFrom(db, bob, second.restaurant),
      adaSecond: await orderFrom(db, ada, second.restaurant, { status: 'placed' }),
    };
    const open = (path: string, person: Person) => openEvents(baseUrl, path, person.headers);
    streams = {
      ada: await open(CUSTOMER_EVENTS, ada),
      bob: await open(CUSTOMER_EVENTS, bob),
      firstOwner: await open(OWNER_EVENTS, first.owner),
      secondOwner: await open(OWNER_EVENTS, second.owner),
    };
    await Promise.all(Object.values(streams).map((stream) => stream.next()));

    await patchStatus(subject.app, orders.adaFirst, first.owner.headers, { status: 'inProgress' });
    await patchStatus(subject.app, orders.bobSecond, second.owner.headers, {
      status: 'inProgress',
    });
    await removeOrder(subject.app, orders.bobSecond, second.owner.headers);
    // Written, but never paid: on no list.
    await db
      .update(ordersTable)
      .set({ status: 'inProgress' })
      .where(eq(ordersTable.id, orders.adaSecond));
    // A notification naming Bob and the second restaurant for Ada's order at the first: the
    // stored order, not the notification, says whose it is.
    const lie = JSON.stringify({
      orderId: orders.adaFirst,
      userId: bob.userId,
      restaurantId: second.restaurant._id,
    });
    await db.execute(sql`select pg_notify('order_events', ${lie})`);
    await settle();
  }, 60_000);
  afterAll(async () => {
    Object.values(streams ?? {}).forEach((stream) => stream.close());
    await subject.close();
  });

  it("gives a customer their own paid orders and nobody else's", () => {
    expect(idsSeen(streams.ada)).toEqual(new Set([orders.adaFirst]));
    expect(idsSeen(streams.bob)).toEqual(new Set([orders.bobSecond]));
    expect(streams.bob.seen.some((event) => event.event === 'order-removed')).toBe(false);
  });

  it("gives an owner their restaurant's paid orders and no other restaurant's", () => {
    expect(idsSeen(streams.firstOwner)).toEqual(new Set([orders.adaFirst]));
    expect(idsSeen(streams.secondOwner)).toEqual(new Set([orders.bobSecond]));
    expect(streams.secondOwner.seen.map((event) => event.event)).toEqual([
      undefined,
      'order',
      'order-removed',
    ]);
  });

  it('catches up on the same orders only', async () => {
    const sinceEver = '1970-01-01T00:00:00.000Z';
    const resume = async (path: string, person: Person) => {
      const headers = { ...person.headers, 'last-event-id': sinceEver };
      const reader = await openEvents(baseUrl, path, headers);
      await settle();
      reader.close();
      return idsSeen(reader);
    };
    expect(await resume(CUSTOMER_EVENTS, ada)).toEqual(new Set([orders.adaFirst]));
    expect(await resume(CUSTOMER_EVENTS, bob)).toEqual(new Set([orders.bobSecond]));
    expect(await resume(OWNER_EVENTS, first.owner)).toEqual(new Set([orders.adaFirst]));
    expect(await resume(OWNER_EVENTS, second.owner)).toEqual(new Set([orders.bobSecond]));
  });
});
