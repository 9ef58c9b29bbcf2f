import { randomUUID } from 'node:crypto';
import type { Order } from '@contract/order';
import type { Restaurant } from '@contract/restaurant';
import { openDatabase, type DatabaseHandle } from '@server/db/database';
import type { TestApp } from '../../helpers/build-test-app';
import { NOWHERE, stripeClientFor } from '@test/local/payments/payments-test-kit';
import {
  CUSTOMER_EVENTS,
  dataOf,
  listenOnLoopback,
  openEvents,
  OWNER_EVENTS,
  type StreamEvent,
} from './order-events-test-kit';
import { buildOrderTestApp } from './order-test-kit';
import {
  openOwnedRestaurant,
  orderFrom,
  patchStatus,
  signUpPerson,
  type Person,
} from './owner-orders-test-kit';
import { onServer, urlOfDatabase } from '../../helpers/test-database';

const serverUrl = process.env.TEST_DATABASE_URL;

const isOrder = (id: string, status: string) => (event: StreamEvent) =>
  event.event === 'order' &&
  dataOf<Order>(event)._id === id &&
  dataOf<Order>(event).status === status;

// Two API processes on one database, as behind a load balancer. PGlite is one process's own
// database (two apps cannot share one in memory), so this runs on PostgreSQL only:
// TEST_DATABASE_URL=postgres://… npx jest test/server/api/orders/order-events.two-apps.test.ts
(serverUrl ? describe : describe.skip)('order event streams across two API processes', () => {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const databases: DatabaseHandle[] = [];
  let one: TestApp;
  let other: TestApp;
  let otherUrl: string;
  let owner: Person;
  let restaurant: Restaurant;
  let customer: Person;

  beforeAll(async () => {
    await onServer(serverUrl!, `CREATE DATABASE "${name}"`);
    const url = urlOfDatabase(serverUrl!, name);
    for (let i = 0; i < 2; i++) databases.push(await openDatabase({ url }));
    const payments = stripeClientFor(NOWHERE);
    one = await buildOrderTestApp(payments, { database: databases[0] });
    other = await buildOrderTestApp(payments, { database: databases[1] });
    otherUrl = await listenOnLoopback(other.app);
    ({ owner, restaurant } = await openOwnedRestaurant(one));
    customer = await signUpPerson(one);
  }, 60_000);
  afterAll(async () => {
    for (const app of [one, other]) await app?.close();
    for (const database of databases) await database.close();
    await onServer(serverUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('brings a change made through one to the streams opened on the other', async () => {
    const orderId = await orderFrom(one.database.db, customer, restaurant);
    const customerStream = await openEvents(otherUrl, CUSTOMER_EVENTS, customer.headers);
    const ownerStream = await openEvents(otherUrl, OWNER_EVENTS, owner.headers);
    await Promise.all([customerStream.next(), ownerStream.next()]);

    await patchStatus(one.app, orderId, owner.headers, { status: 'outForDelivery' });
    await customerStream.next(isOrder(orderId, 'outForDelivery'));
    await ownerStream.next(isOrder(orderId, 'outForDelivery'));
    customerStream.close();
    ownerStream.close();
  });

  it('ends its streams when its listening connection is lost; they resume where they were', async () => {
    const orderId = await orderFrom(one.database.db, customer, restaurant);
    const stream = await openEvents(otherUrl, CUSTOMER_EVENTS, customer.headers);
    await stream.next();
    await patchStatus(one.app, orderId, owner.headers, { status: 'inProgress' });
    const seen = await stream.next(isOrder(orderId, 'inProgress'));

    await onServer(
      serverUrl!,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity ` +
        `WHERE datname = '${name}' AND query LIKE 'LISTEN %'`,
    );
    await stream.ended;
    await patchStatus(one.app, orderId, owner.headers, { status: 'delivered' });
    const headers = { ...customer.headers, 'last-event-id': seen.id! };
    const resumed = await openEvents(otherUrl, CUSTOMER_EVENTS, headers);
    await resumed.next(isOrder(orderId, 'delivered'));

    await patchStatus(one.app, orderId, owner.headers, { status: 'paid' });
    await resumed.next(isOrder(orderId, 'paid'));
    resumed.close();
  });
});
