import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import pino from 'pino';
import Stripe from 'stripe';
import { orders } from '@server/db/schema';
import type { TestApp } from '../../helpers/build-test-app';
import {
  NOWHERE,
  startTestPayments,
  TEST_WEBHOOK_SECRET,
  type TestPayments,
} from '@test/local/payments/payments-test-kit';
import {
  buildOrderTestApp,
  checkout,
  checkoutPayload,
  openRestaurant,
  orderBySession,
  sessionIdOf,
  signUp,
  type Headers,
} from './order-test-kit';

const WEBHOOK = '/api/order/checkout/webhook';

/** Every log line the app writes, parsed. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

function completedEvent(
  session: { id: string; orderId: string; amount: number },
  overrides: Record<string, unknown> = {},
  type = 'checkout.session.completed',
) {
  return JSON.stringify({
    id: `evt_${session.id.slice(-12)}_${type}`,
    object: 'event',
    type,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        amount_total: session.amount,
        currency: 'usd',
        payment_status: 'paid',
        status: 'complete',
        metadata: { orderId: session.orderId },
        ...overrides,
      },
    },
  });
}

function sign(payload: string, secret = TEST_WEBHOOK_SECRET, timestamp?: number) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

const secondsFromNow = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

describe('POST /api/order/checkout/webhook', () => {
  let payments: TestPayments;
  let subject: TestApp;
  let customer: Headers;
  let checkoutPayloadFor: ReturnType<typeof checkoutPayload>;
  const log = capturingLogger();

  beforeAll(async () => {
    payments = await startTestPayments({ webhookUrl: NOWHERE });
    subject = await buildOrderTestApp(payments.stripe, { logger: log.logger });
    checkoutPayloadFor = checkoutPayload(await openRestaurant(subject.app));
    customer = await signUp(subject.app, 'customer-1');
  }, 60_000);
  afterAll(async () => {
    await subject.close();
    await payments.close();
  });

  /** A placed order and what a completed event for it carries. */
  async function placeOrder() {
    const response = await checkout(subject.app, customer, checkoutPayloadFor);
    const sessionId = sessionIdOf(response.json<{ url: string }>().url);
    const order = await orderBySession(subject.database.db, sessionId);
    return { id: sessionId, orderId: order.id, amount: order.totalAmount };
  }

  const deliver = (payload: string, signature?: string) =>
    subject.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload,
    });

  const stored = async (orderId: string) => {
    const [row] = await subject.database.db.select().from(orders).where(eq(orders.id, orderId));
    return row;
  };

  it('refuses an event without a signature or with a wrong one, and changes nothing', async () => {
    const session = await placeOrder();
    const payload = completedEvent(session);
    const cases = [
      await deliver(payload),
      await deliver(payload, sign(payload, 'whsec_someoneelse')),
      await deliver(payload, sign(completedEvent({ ...session, amount: 1 }))),
      await deliver(payload, 't=1,v1=abc'),
    ];
    expect(cases.map((response) => response.statusCode)).toEqual([400, 400, 400, 400]);
    expect(cases[0].json()).toEqual({ message: 'Stripe-Signature: the header is required' });
    expect(cases[1].json()).toEqual({ message: 'Stripe-Signature: does not match the body' });
    expect(await stored(session.orderId)).toMatchObject({ status: 'placed', amountPaid: null });
  });

  it('marks the order paid with the amount on checkout.session.completed', async () => {
    const session = await placeOrder();
    const payload = completedEvent(session);
    const response = await deliver(payload, sign(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await stored(session.orderId)).toMatchObject({
      status: 'paid',
      amountPaid: session.amount,
    });
  });

  // The owner moves the order on, even back to 'placed'; a late copy of the event must not
  // pull it back or pay it twice.
  it.each(['inProgress', 'placed'] as const)(
    'changes nothing when the event is replayed after the owner set %s',
    async (status) => {
      const session = await placeOrder();
      const payload = completedEvent(session);
      await deliver(payload, sign(payload));
      await subject.database.db
        .update(orders)
        .set({ status })
        .where(eq(orders.id, session.orderId));
      const before = await stored(session.orderId);

      const replay = await deliver(payload, sign(payload));
      expect(replay.statusCode).toBe(200);
      expect(await stored(session.orderId)).toEqual(before);
    },
  );

  it('leaves the order unpaid and logs a warning when the amount differs', async () => {
    const session = await placeOrder();
    const payload = completedEvent({ ...session, amount: session.amount - 100 });
    const response = await deliver(payload, sign(payload));
    expect(response.statusCode).toBe(200);
    expect(await stored(session.orderId)).toMatchObject({ status: 'placed', amountPaid: null });
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        orderId: session.orderId,
        msg: expect.stringMatching(/amount differs/),
      }),
    );
  });

  it('does not mark paid a completed checkout whose payment has not settled', async () => {
    const session = await placeOrder();
    const payload = completedEvent(session, { payment_status: 'unpaid' });
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    expect((await stored(session.orderId)).status).toBe('placed');
  });

  it('accepts events for unknown orders and other event types without changing orders', async () => {
    const session = await placeOrder();
    const unknown = completedEvent({ ...session, orderId: '00000000-0000-4000-8000-000000000000' });
    const other = completedEvent(session, {}, 'payment_intent.created');
    expect((await deliver(unknown, sign(unknown))).statusCode).toBe(200);
    expect((await deliver(other, sign(other))).statusCode).toBe(200);
    expect((await stored(session.orderId)).status).toBe('placed');
    expect(log.lines).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'payment for an unknown order' }),
    );
  });

  it('acknowledges a verified paid event of any other shape, logs it and changes nothing', async () => {
    const session = await placeOrder();
    const event = (data: unknown) =>
      JSON.stringify({ id: 'evt_odd', object: 'event', type: 'checkout.session.completed', data });
    const shapes = [
      event({}),
      event({ object: null }),
      event(undefined),
      event({ object: { id: session.id, payment_status: 'paid', metadata: { orderId: 42 } } }),
      event({ object: { id: session.id, payment_status: 'paid', amount_total: 'all of it' } }),
      completedEvent(session, { metadata: null, amount_total: null, currency: null }),
    ];
    for (const payload of shapes) {
      const response = await deliver(payload, sign(payload));
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 200 });
    }
    expect(await stored(session.orderId)).toMatchObject({ status: 'placed', amountPaid: null });
    expect(log.lines).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'paid event without a usable session; ignored' }),
    );
  });

  it('answers any signed JSON body 2xx or 4xx, never 5xx: null, arrays, strings, odd events', async () => {
    const anyJson = fc.oneof(
      fc.jsonValue(),
      fc.record({ type: fc.string(), data: fc.jsonValue() }),
      fc.record({
        type: fc.constantFrom(
          'checkout.session.completed',
          'checkout.session.async_payment_succeeded',
        ),
        data: fc.oneof(fc.jsonValue(), fc.record({ object: fc.jsonValue() })),
      }),
    );
    await fc.assert(
      fc.asyncProperty(anyJson, async (value) => {
        const payload = JSON.stringify(value) ?? 'null';
        const response = await deliver(payload, sign(payload));
        expect({ payload, answered: [200, 400].includes(response.statusCode) }).toEqual({
          payload,
          answered: true,
        });
        if (response.statusCode === 400) expect(response.json().message).toMatch(/^body: /);
      }),
      { numRuns: 200 },
    );
    for (const payload of ['null', '[]', '"event"', '7']) {
      const response = await deliver(payload, sign(payload));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'body: must be an event, a JSON object with a type',
      });
    }
  });

  it('refuses a signed body that is not JSON as such, not as a bad signature', async () => {
    const payload = '{"type": ';
    const response = await deliver(payload, sign(payload));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'body: must be JSON' });
  });

  it('refuses a signature more than 5 minutes old or ahead, and takes one within', async () => {
    const session = await placeOrder();
    const payload = completedEvent(session);
    const at = async (seconds: number) =>
      deliver(payload, sign(payload, undefined, secondsFromNow(seconds)));
    const old = await at(-400);
    const ahead = await at(365 * 24 * 3600);
    expect([old.statusCode, ahead.statusCode]).toEqual([400, 400]);
    expect(old.json()).toEqual({
      message: 'Stripe-Signature: the timestamp is more than 5 minutes old',
    });
    expect(ahead.json()).toEqual({
      message: 'Stripe-Signature: the timestamp is more than 5 minutes ahead',
    });
    expect(await stored(session.orderId)).toMatchObject({ status: 'placed', amountPaid: null });
    // A provider's clock a little ahead of ours is still within the tolerance.
    expect((await at(60)).statusCode).toBe(200);
    expect(await stored(session.orderId)).toMatchObject({ status: 'paid' });
  });

  it('still parses JSON bodies on the other routes', async () => {
    const response = await subject.app.inject({
      method: 'PUT',
      url: '/api/my/user',
      headers: customer,
      payload: { name: 'Ada', addressLine1: '1 Row', city: 'London', country: 'UK' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Ada', city: 'London' });
  });
});
