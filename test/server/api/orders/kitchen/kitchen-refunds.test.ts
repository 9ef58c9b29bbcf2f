import Stripe from 'stripe';
import type { Order } from '@contract/order';
import type { Restaurant } from '@contract/restaurant';
import { orders } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import {
  eventually,
  goodCard,
  REFUND_FAILING_CARD,
  TEST_WEBHOOK_SECRET,
} from '@test/local/payments/payments-test-kit';
import {
  openOwnedRestaurant,
  signUpPerson,
  storedOrder,
  type Person,
} from '../owner-orders-test-kit';
import {
  kitchenCall,
  payForOrder,
  providerRefunds,
  refundsOf,
  startKitchenSystem,
  type KitchenSystem,
} from './kitchen-test-kit';

const WEBHOOK = '/api/order/checkout/webhook';
const PAID = 3349;

describe('refunds of the kitchen’s rejections and cancellations, through the local checkout', () => {
  let system: KitchenSystem;
  let owner: Person;
  let restaurant: Restaurant;
  let customer: Person;

  beforeAll(async () => {
    system = await startKitchenSystem();
    ({ owner, restaurant } = await openOwnedRestaurant(system.subject));
    customer = await signUpPerson(system.subject);
  }, 180_000);
  afterAll(() => system?.close());

  const db = () => system.subject.database.db;
  const call = (orderId: string, action: Parameters<typeof kitchenCall>[2], payload?: object) =>
    kitchenCall(system.subject.app, orderId, action, owner.headers, payload as never);
  const pay = (card?: Record<string, string>) => payForOrder(system, customer, restaurant, card);
  /** The order as its customer's list shows it. */
  const customerCopy = async (orderId: string) => {
    const response = await system.subject.app.inject({
      method: 'GET',
      url: '/api/order',
      headers: customer.headers,
    });
    return response.json<Order[]>().find((order) => order._id === orderId)!;
  };

  it('records the payment intent and the acceptance window with the payment', async () => {
    const { orderId, paymentIntentId } = await pay();
    expect(paymentIntentId).toMatch(/^pi_/);
    const order = await storedOrder(db(), orderId);
    expect(order.acceptBy!.getTime() - order.updatedAt.getTime()).toBeGreaterThan(9 * 60_000);
  });

  it('refunds a rejected order in full at the provider, and settles it from the events', async () => {
    const { orderId, paymentIntentId } = await pay();
    const response = await call(orderId, 'reject', { reason: 'itemUnavailable' });
    expect(response.statusCode).toBe(200);
    await eventually(async () => {
      expect(await customerCopy(orderId)).toMatchObject({
        status: 'cancelled',
        refund: { amount: PAID, status: 'succeeded' },
      });
    });
    const [refund] = await refundsOf(db(), orderId);
    const atProvider = await providerRefunds(system.payments, paymentIntentId);
    expect(atProvider).toMatchObject([
      { id: refund.providerRefundId, amount: PAID, status: 'succeeded' },
    ]);
    expect(atProvider[0].metadata).toEqual({ orderId, refundId: refund.id });
    expect(refund).toMatchObject({ status: 'succeeded', retryAt: null });
  });

  it('makes one refund when the owner rejects one order several times at once', async () => {
    const { orderId, paymentIntentId } = await pay();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call(orderId, 'reject', { reason: 'tooBusy' })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const response of responses.filter((each) => each.statusCode === 409)) {
      expect(response.json()).toEqual({ message: 'Order is Cancelled' });
    }
    await eventually(async () => {
      expect((await refundsOf(db(), orderId)).map((refund) => refund.status)).toEqual([
        'succeeded',
      ]);
    });
    const atProvider = await providerRefunds(system.payments, paymentIntentId);
    expect(atProvider.map((refund) => refund.amount)).toEqual([PAID]);
  });

  it('changes nothing when a refund’s events come again', async () => {
    const { orderId } = await pay();
    await call(orderId, 'reject', { reason: 'tooBusy' });
    await eventually(async () => {
      expect((await refundsOf(db(), orderId))[0].status).toBe('succeeded');
    });
    const [row] = await refundsOf(db(), orderId);
    const refund = await system.payments.stripe.refunds.retrieve(row.providerRefundId!);
    const before = {
      refunds: await refundsOf(db(), orderId),
      order: await storedOrder(db(), orderId),
    };
    const replays = [
      { type: 'refund.updated', object: refund },
      { type: 'charge.refund.updated', object: refund },
      // An older copy, from when it was pending, arriving late.
      { type: 'refund.created', object: { ...refund, status: 'pending' } },
      { type: 'refund.updated', object: { ...refund, status: 'pending' } },
    ];
    for (const { type, object } of replays) {
      const payload = JSON.stringify({
        id: `evt_replay_${type}`,
        object: 'event',
        type,
        data: { object },
      });
      const response = await system.subject.app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: TEST_WEBHOOK_SECRET,
          }),
        },
        payload,
      });
      expect(response.statusCode).toBe(200);
    }
    expect({
      refunds: await refundsOf(db(), orderId),
      order: await storedOrder(db(), orderId),
    }).toEqual(before);
  });

  it('never refunds more than was paid: some lines, then the rest', async () => {
    const { orderId, paymentIntentId } = await pay();
    await call(orderId, 'accept', { minutes: 20 });
    const partial = await call(orderId, 'cancel', { reason: 'itemUnavailable', lines: [0] });
    expect(partial.json()).toMatchObject({ status: 'inProgress', refund: { amount: 2500 } });
    const whole = await call(orderId, 'cancel', { reason: 'closingSoon' });
    expect(whole.json()).toMatchObject({ status: 'cancelled', refund: { amount: PAID } });
    expect((await call(orderId, 'cancel', { reason: 'closingSoon' })).statusCode).toBe(409);
    await eventually(async () => {
      const atProvider = await providerRefunds(system.payments, paymentIntentId);
      // Both within one second: the provider's times cannot order them.
      const made = atProvider.map((refund) => [refund.amount, refund.status]);
      expect(made.sort(([a], [b]) => Number(a) - Number(b))).toEqual([
        [849, 'succeeded'],
        [2500, 'succeeded'],
      ]);
    });
    // Once the provider's events have reached the API.
    await eventually(async () => {
      expect(await customerCopy(orderId)).toMatchObject({
        refund: { amount: PAID, status: 'succeeded' },
      });
    });
  });

  it('refunds exactly the ticked line, and the order goes on', async () => {
    const { orderId, paymentIntentId } = await pay();
    await call(orderId, 'accept', { minutes: 20 });
    await call(orderId, 'cancel', { reason: 'itemUnavailable', lines: [1] });
    await eventually(async () => {
      const atProvider = await providerRefunds(system.payments, paymentIntentId);
      expect(atProvider.map((refund) => [refund.amount, refund.status])).toEqual([
        [599, 'succeeded'],
      ]);
    });
    const order = await customerCopy(orderId);
    expect(order).toMatchObject({ status: 'inProgress', refund: { amount: 599 } });
    expect(order.cartItems.map((item) => item.refunded)).toEqual([false, true]);
  });

  it('shows a refund the provider failed as failed, and makes it again under a new key', async () => {
    const { orderId, paymentIntentId } = await pay(goodCard({ cardNumber: REFUND_FAILING_CARD }));
    await call(orderId, 'reject', { reason: 'tooBusy' });
    await eventually(async () => {
      const atProvider = await providerRefunds(system.payments, paymentIntentId);
      expect(atProvider.length).toBeGreaterThanOrEqual(2);
      expect(atProvider.every((refund) => refund.status === 'failed')).toBe(true);
    }, 15_000);
    const [row] = await refundsOf(db(), orderId);
    expect(row.attempts).toBeGreaterThanOrEqual(2);
    await eventually(async () => {
      expect(await customerCopy(orderId)).toMatchObject({
        refund: { amount: PAID, status: 'failed' },
      });
    });
  });

  it('finds the payment of an order paid before payment intents were recorded', async () => {
    const { orderId, paymentIntentId } = await pay();
    await db().update(orders).set({ paymentIntentId: null }).where(eq(orders.id, orderId));
    await call(orderId, 'reject', { reason: 'tooBusy' });
    await eventually(async () => {
      const atProvider = await providerRefunds(system.payments, paymentIntentId);
      expect(atProvider.map((refund) => refund.status)).toEqual(['succeeded']);
    });
    expect((await storedOrder(db(), orderId)).paymentIntentId).toBe(paymentIntentId);
  });
});
