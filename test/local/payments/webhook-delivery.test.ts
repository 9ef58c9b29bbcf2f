import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Stripe from 'stripe';
import {
  eventually,
  goodCard,
  sessionParams,
  startTestPayments,
  startWebhookReceiver,
  submitPayment,
  verifiedEvent,
} from './payments-test-kit';

const verifier = new Stripe('sk_test_verifier');
const verified = verifiedEvent;

describe('webhooks from the local checkout', () => {
  it('posts checkout.session.completed signed as Stripe signs, before redirecting', async () => {
    const receiver = await startWebhookReceiver([200]);
    const payments = await startTestPayments({ webhookUrl: receiver.url });
    try {
      const session = await payments.stripe.checkout.sessions.create(sessionParams());
      const response = await submitPayment(session.url!, goodCard());
      expect(response.status).toBe(303);
      expect(receiver.received).toHaveLength(1);

      const event = verified(receiver.received[0]);
      expect(event.type).toBe('checkout.session.completed');
      expect(event.id).toMatch(/^evt_/);
      expect(event.data.object).toMatchObject({
        id: session.id,
        object: 'checkout.session',
        amount_total: 3349,
        currency: 'usd',
        payment_status: 'paid',
        status: 'complete',
        metadata: { orderId: 'order-1' },
      });
      expect(() =>
        verifier.webhooks.constructEvent(
          receiver.received[0].body,
          receiver.received[0].headers['stripe-signature'] as string,
          'whsec_someoneelse',
        ),
      ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    } finally {
      await payments.close();
      await receiver.close();
    }
  });

  it('retries with backoff until the API accepts the event', async () => {
    const receiver = await startWebhookReceiver([500, 503, 200]);
    const payments = await startTestPayments({ webhookUrl: receiver.url });
    try {
      const session = await payments.stripe.checkout.sessions.create(sessionParams());
      await submitPayment(session.url!, goodCard());
      await eventually(() => expect(receiver.received).toHaveLength(3));
      const ids = receiver.received.map((request) => verified(request).id);
      expect(new Set(ids).size).toBe(1);
      await eventually(async () =>
        expect(await readdir(path.join(payments.dataDir, 'webhooks'))).toEqual([]),
      );
    } finally {
      await payments.close();
      await receiver.close();
    }
  });

  it('carries on delivering after a restart', async () => {
    const down = await startWebhookReceiver([500]);
    const first = await startTestPayments({
      webhookUrl: down.url,
      retry: { firstDelayMs: 60_000, maxAttempts: 5 },
    });
    const session = await first.stripe.checkout.sessions.create(sessionParams());
    await submitPayment(session.url!, goodCard());
    expect(down.received).toHaveLength(1);
    await first.close({ keepData: true });
    await down.close();

    const up = await startWebhookReceiver([200]);
    const second = await startTestPayments({ dataDir: first.dataDir, webhookUrl: up.url });
    try {
      await eventually(() => expect(up.received).toHaveLength(1));
      expect(verified(up.received[0]).data.object).toMatchObject({ id: session.id });
    } finally {
      await second.close();
      await up.close();
    }
  });

  it('tries an event left pending at once after a restart, however far its backoff had grown', async () => {
    const down = await startWebhookReceiver([500]);
    const slow = { firstDelayMs: 60_000, maxDelayMs: 60_000, maxAttempts: 20 };
    const first = await startTestPayments({ webhookUrl: down.url, retry: slow });
    const session = await first.stripe.checkout.sessions.create(sessionParams());
    await submitPayment(session.url!, goodCard());
    await first.close({ keepData: true });
    await down.close();
    const webhooks = path.join(first.dataDir, 'webhooks');
    const [pending] = await readdir(webhooks);
    const delivery = JSON.parse(await readFile(path.join(webhooks, pending), 'utf8'));
    await writeFile(path.join(webhooks, pending), JSON.stringify({ ...delivery, attempts: 7 }));

    const up = await startWebhookReceiver([200]);
    const second = await startTestPayments({
      dataDir: first.dataDir,
      webhookUrl: up.url,
      retry: slow,
    });
    try {
      await eventually(() => expect(up.received).toHaveLength(1));
      expect(verified(up.received[0]).data.object).toMatchObject({ id: session.id });
    } finally {
      await second.close();
      await up.close();
    }
  });

  it('removes the temporary files of writes a crash interrupted when it starts', async () => {
    const first = await startTestPayments();
    await first.stripe.checkout.sessions.create(sessionParams());
    await first.close({ keepData: true });
    const deadWriter = 2 ** 22 + 1;
    const leftovers = [
      path.join(first.dataDir, 'sessions', `cs_test_x.json.${deadWriter}.0123456789ab.tmp`),
      path.join(first.dataDir, 'webhooks', `evt_x.json.${deadWriter}.0123456789ab.tmp`),
    ];
    await mkdir(path.join(first.dataDir, 'webhooks'), { recursive: true });
    await Promise.all(leftovers.map((file) => writeFile(file, '{"half":')));

    const second = await startTestPayments({ dataDir: first.dataDir });
    try {
      expect(await readdir(path.join(first.dataDir, 'sessions'))).toEqual([
        expect.stringMatching(/^cs_test_\w+\.json$/),
      ]);
      expect(await readdir(path.join(first.dataDir, 'webhooks'))).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('gives up after the last attempt and sets the event aside', async () => {
    const receiver = await startWebhookReceiver([500]);
    const payments = await startTestPayments({
      webhookUrl: receiver.url,
      retry: { firstDelayMs: 10, maxDelayMs: 10, maxAttempts: 3 },
    });
    try {
      const session = await payments.stripe.checkout.sessions.create(sessionParams());
      await submitPayment(session.url!, goodCard());
      const failed = path.join(payments.dataDir, 'webhooks', 'failed');
      await eventually(async () => expect(await readdir(failed)).toHaveLength(1));
      expect(receiver.received).toHaveLength(3);
    } finally {
      await payments.close();
      await receiver.close();
    }
  });
});
