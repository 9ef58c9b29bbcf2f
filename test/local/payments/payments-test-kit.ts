import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import Stripe from 'stripe';
import { stripeAddressOf } from '@server/api/orders/checkout/stripe-client';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '@server/config';
import { startPaymentsServer, type PaymentsServerOptions } from '@local/payments/payments-server';

export const TEST_SECRET_KEY = LOCAL_STRIPE_SECRET_KEY;
export const TEST_WEBHOOK_SECRET = LOCAL_STRIPE_WEBHOOK_SECRET;
/** Nothing listens here: events sent to it are never delivered. */
export const NOWHERE = 'http://127.0.0.1:9/webhook';

/** The official SDK pointed at a local payments server. */
export function stripeClientFor(url: string, key = TEST_SECRET_KEY): Stripe {
  return new Stripe(key, { ...stripeAddressOf(url), maxNetworkRetries: 0 });
}

export interface TestPayments {
  url: string;
  dataDir: string;
  stripe: Stripe;
  /** Stops the server; `keepData` leaves its folder for a restart. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * A payments server on a free port over a fresh (or the given) data folder. Its refunds settle
 * 20 ms after they are made unless `refundSettleMs` says otherwise (the server's default is 1 s).
 */
export async function startTestPayments(
  options: Partial<PaymentsServerOptions> = {},
): Promise<TestPayments> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'forkful-payments-')));
  const server = await startPaymentsServer({
    port: 0,
    host: 'localhost',
    secretKey: TEST_SECRET_KEY,
    webhookSecret: TEST_WEBHOOK_SECRET,
    webhookUrl: NOWHERE,
    logger: pino({ level: 'silent' }),
    retry: { firstDelayMs: 20, maxDelayMs: 100, maxAttempts: 5, attemptTimeoutMs: 2000 },
    refundSettleMs: 20,
    ...options,
    dataDir,
  });
  return {
    url: server.url,
    dataDir,
    stripe: stripeClientFor(server.url),
    close: async ({ keepData = false } = {}) => {
      await server.close();
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A session as the API asks for it: two lines and a delivery fee. */
export function sessionParams(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  const line = (name: string, unitAmount: number, quantity: number) => ({
    quantity,
    price_data: { currency: 'usd', unit_amount: unitAmount, product_data: { name } },
  });
  return {
    mode: 'payment',
    line_items: [line('Margherita', 1250, 2), line('Tiramisu', 599, 1), line('Delivery', 250, 1)],
    metadata: { orderId: 'order-1', restaurantId: 'restaurant-1', restaurantName: 'Pasta Place' },
    customer_email: 'ada@example.com',
    success_url: 'http://localhost:3000/order-status?success=true',
    cancel_url: 'http://localhost:3000/detail/restaurant-1?cancelled=true',
    ...overrides,
  };
}

/** A card that pays, with an expiry next year. */
export function goodCard(overrides: Record<string, string> = {}) {
  const year = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  return {
    cardNumber: '4242 4242 4242 4242',
    expiry: `12/${year}`,
    cvc: '123',
    cardName: 'Ada Lovelace',
    ...overrides,
  };
}

/** Stripe's test card that pays, but whose refunds go from pending to failed. */
export const REFUND_FAILING_CARD = '4000 0000 0000 5126';

/** Submits the payment form as a browser would, without following the redirect. */
export function submitPayment(payUrl: string, fields: Record<string, string>) {
  return fetch(payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/**
 * A session created and paid (with `card`, 4242 by default) through the local checkout: its
 * payment intent and amount, what `stripe.refunds.create` needs.
 */
export async function payForSession(
  payments: TestPayments,
  card: Record<string, string> = goodCard(),
  params: Partial<Stripe.Checkout.SessionCreateParams> = {},
) {
  const created = await payments.stripe.checkout.sessions.create(sessionParams(params));
  const response = await submitPayment(created.url!, card);
  if (response.status !== 303) throw new Error(`payment refused: ${response.status}`);
  const session = await payments.stripe.checkout.sessions.retrieve(created.id);
  return {
    session,
    paymentIntentId: session.payment_intent as string,
    amount: session.amount_total!,
  };
}

export interface ReceivedEvent {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A stand-in for the API's webhook: answers each request with the next status of `statuses`. */
export async function startWebhookReceiver(statuses: number[] = [200]) {
  const received: ReceivedEvent[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = statuses[Math.min(received.length - 1, statuses.length - 1)];
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const verifier = new Stripe('sk_test_verifier');

/** The event a request carried, verified with the test webhook secret as the API verifies it. */
export function verifiedEvent(received: ReceivedEvent): Stripe.Event {
  const signature = received.headers['stripe-signature'] as string;
  return verifier.webhooks.constructEvent(received.body, signature, TEST_WEBHOOK_SECRET);
}

/**
 * Waits until the receiver has got an event of `type` whose `data.object` matches `object`
 * (as `toMatchObject` matches: nested parts and `expect.*` matchers) and answers it, verified.
 * For example: `await waitForEvent(receiver, 'refund.updated', { id: refund.id, status: 'succeeded' })`.
 */
export async function waitForEvent(
  receiver: { received: ReceivedEvent[] },
  type: string,
  object: Record<string, unknown> = {},
  timeoutMs = 5000,
): Promise<Stripe.Event> {
  let found: Stripe.Event | undefined;
  await eventually(() => {
    found = receiver.received
      .map(verifiedEvent)
      .find((event) => event.type === type && matches(event.data.object, object));
    if (!found) throw new Error(`no ${type} event matching ${JSON.stringify(object)} yet`);
  }, timeoutMs);
  return found!;
}

/** `toMatchObject`'s rule without building its failure message (slow on many big events). */
function matches(actual: unknown, expected: unknown): boolean {
  if (typeof expected !== 'object' || expected === null) return Object.is(actual, expected);
  if ('asymmetricMatch' in expected && typeof expected.asymmetricMatch === 'function') {
    return Boolean(expected.asymmetricMatch(actual));
  }
  if (typeof actual !== 'object' || actual === null) return false;
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, index) => matches(actual[index], item))
    );
  }
  return Object.entries(expected).every(([key, value]) =>
    matches((actual as Record<string, unknown>)[key], value),
  );
}

/** Waits until `check` passes, for things that happen in the background. */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 5000) {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
