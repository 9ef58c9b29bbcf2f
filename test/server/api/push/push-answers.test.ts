import type { PushPurpose } from '@contract/push';
import { eq } from 'drizzle-orm';
import type { Restaurant } from '@contract/restaurant';
import { orders } from '@server/db/schema';
import type { TestApp } from '../../helpers/build-test-app';
import {
  startTestPushService,
  type ReceivedPush,
  type TestPushService,
} from '../../helpers/test-push-service';
import { TEST_VAPID_KEYS } from '../../helpers/build-test-app';
import { kitchenCall } from '../orders/kitchen/kitchen-test-kit';
import { optIn as optInDevice } from './push-test-kit';
import {
  buildOrdersApp,
  openOwnedRestaurant,
  orderFrom,
  signUpPerson,
  storedOrder,
  type Person,
} from '../orders/owner-orders-test-kit';

/** The kitchen sweep of this file's app: an order whose window has passed goes quickly. */
const SWEEP_MS = 100;
/** Long enough for a push that should not come to have come (the sender is woken at once). */
const SETTLE_MS = 500;

/** What a push says, without the restaurant's name: kind, order, status. */
const summary = ({ message }: ReceivedPush) =>
  message.kind === 'order-status'
    ? `${message.kind} ${message.orderId} ${message.status}`
    : `${message.kind} ${message.orderId}`;

// A paid order that ends cancelled, whoever ends it: the owner's alert is closed on their device
// ('order-answered'), and the customer's device hears that it was cancelled.

describe('web push when a paid order is rejected or cancelled', () => {
  let pushService: TestPushService;
  let subject: TestApp;
  let owner: Person;
  let customer: Person;
  let restaurant: Restaurant;
  let ownerDevice: string;
  let customerDevice: string;

  beforeAll(async () => {
    pushService = await startTestPushService(TEST_VAPID_KEYS.publicKey);
    // Refunds go nowhere (they stay due); pushes go to the test push service.
    subject = await buildOrdersApp({
      config: { pushServiceOrigins: [pushService.origin], kitchenSweepMs: SWEEP_MS },
    });
    ({ owner, restaurant } = await openOwnedRestaurant(subject));
    customer = await signUpPerson(subject);
    ownerDevice = await optIn(owner, 'owner-alerts');
    customerDevice = await optIn(customer, 'order-updates');
  }, 180_000);
  afterAll(async () => {
    await subject?.close();
    await pushService?.close();
  });

  const optIn = (person: Pick<Person, 'headers'>, purpose: PushPurpose) =>
    optInDevice(subject, pushService, person.headers, purpose);

  /** A paid order, once its new-order push has reached the owner's device. */
  async function paidOrder() {
    const orderId = await orderFrom(subject.database.db, customer, restaurant);
    await pushService.waitFor(
      (p) => p.message.kind === 'new-order' && p.message.orderId === orderId,
    );
    return orderId;
  }

  /** Every push about `orderId` after its new-order one, by device, once nothing more comes. */
  async function pushesAbout(orderId: string, count: number) {
    const about = (p: ReceivedPush) =>
      p.message.orderId === orderId && p.message.kind !== 'new-order';
    await pushService.waitFor(about, count);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const on = (endpoint: string) =>
      pushService.received.filter((p) => about(p) && p.endpoint === endpoint).map(summary);
    return { owner: on(ownerDevice), customer: on(customerDevice) };
  }

  it('pushes the answer to the owner and the cancellation to the customer on a reject', async () => {
    const orderId = await paidOrder();
    const rejected = await kitchenCall(subject.app, orderId, 'reject', owner.headers, {
      reason: 'tooBusy',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await pushesAbout(orderId, 2)).toEqual({
      owner: [`order-answered ${orderId}`],
      customer: [`order-status ${orderId} cancelled`],
    });
    const [cancelled] = pushService.received.filter(
      (p) => p.endpoint === customerDevice && p.message.orderId === orderId,
    );
    expect(cancelled.message).toEqual({
      kind: 'order-status',
      orderId,
      status: 'cancelled',
      restaurantName: restaurant.restaurantName,
    });
    expect(pushService.refused).toEqual([]);
  });

  it('pushes the cancellation of an accepted order to the customer; the owner heard the accept', async () => {
    const orderId = await paidOrder();
    const accepted = await kitchenCall(subject.app, orderId, 'accept', owner.headers);
    expect(accepted.statusCode).toBe(200);
    const cancelled = await kitchenCall(subject.app, orderId, 'cancel', owner.headers, {
      reason: 'itemUnavailable',
    });
    expect(cancelled.statusCode).toBe(200);
    // The alert was closed when the order was accepted: the cancellation answers nothing new.
    expect(await pushesAbout(orderId, 3)).toEqual({
      owner: [`order-answered ${orderId}`],
      customer: [`order-status ${orderId} inProgress`, `order-status ${orderId} cancelled`],
    });
  });

  it('pushes nothing for the cancellation of some lines: the order goes on', async () => {
    const orderId = await paidOrder();
    expect((await kitchenCall(subject.app, orderId, 'accept', owner.headers)).statusCode).toBe(200);
    const partly = await kitchenCall(subject.app, orderId, 'cancel', owner.headers, {
      reason: 'itemUnavailable',
      lines: [1],
    });
    expect(partly.statusCode).toBe(200);
    expect(await pushesAbout(orderId, 2)).toEqual({
      owner: [`order-answered ${orderId}`],
      customer: [`order-status ${orderId} inProgress`],
    });
  });

  it('pushes the same when the server rejects an order nobody answered in time', async () => {
    const orderId = await paidOrder();
    await subject.database.db
      .update(orders)
      .set({ acceptBy: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    expect(await pushesAbout(orderId, 2)).toEqual({
      owner: [`order-answered ${orderId}`],
      customer: [`order-status ${orderId} cancelled`],
    });
    expect(await storedOrder(subject.database.db, orderId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
    });
  });
});
