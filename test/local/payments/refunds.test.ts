import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Stripe from 'stripe';
import {
  eventually,
  goodCard,
  payForSession,
  REFUND_FAILING_CARD,
  startTestPayments,
  startWebhookReceiver,
  waitForEvent,
  type TestPayments,
} from './payments-test-kit';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

describe('refunds in the local checkout, through the Stripe SDK', () => {
  let receiver: Receiver;
  let payments: TestPayments;
  beforeAll(async () => {
    receiver = await startWebhookReceiver([200]);
    payments = await startTestPayments({ webhookUrl: receiver.url });
  });
  afterAll(async () => {
    await payments.close();
    await receiver.close();
  });

  it('refunds what is left of a payment, pending at first, and retrieves and lists it', async () => {
    const { paymentIntentId, amount } = await payForSession(payments);
    const refund = await payments.stripe.refunds.create({
      payment_intent: paymentIntentId,
      reason: 'requested_by_customer',
      metadata: { orderId: 'order-1', refundId: 'refund-1' },
    });
    expect(refund).toMatchObject({
      id: expect.stringMatching(/^re_[A-Za-z0-9]+$/),
      object: 'refund',
      amount,
      currency: 'usd',
      payment_intent: paymentIntentId,
      charge: `ch_${paymentIntentId.slice(3)}`,
      reason: 'requested_by_customer',
      metadata: { orderId: 'order-1', refundId: 'refund-1' },
      status: 'pending',
    });
    expect(await payments.stripe.refunds.retrieve(refund.id)).toMatchObject({
      id: refund.id,
      amount,
    });
    const listed = await payments.stripe.refunds.list({ payment_intent: paymentIntentId });
    expect(listed).toMatchObject({ object: 'list', has_more: false, url: '/v1/refunds' });
    expect(listed.data.map((item) => item.id)).toEqual([refund.id]);
  });

  it('refunds by charge too', async () => {
    const { paymentIntentId } = await payForSession(payments);
    const charge = `ch_${paymentIntentId.slice(3)}`;
    const refund = await payments.stripe.refunds.create({ charge, amount: 100 });
    expect(refund).toMatchObject({ charge, payment_intent: paymentIntentId, amount: 100 });
  });

  it('answers the same refund again for the same idempotency key and parameters', async () => {
    const { paymentIntentId } = await payForSession(payments);
    const params = { payment_intent: paymentIntentId, amount: 500, metadata: { orderId: 'o-2' } };
    const first = await payments.stripe.refunds.create(params, { idempotencyKey: 'refund-o-2' });
    const again = await payments.stripe.refunds.create(params, { idempotencyKey: 'refund-o-2' });
    expect(again.id).toBe(first.id);
    const listed = await payments.stripe.refunds.list({ payment_intent: paymentIntentId });
    expect(listed.data).toHaveLength(1);
  });

  it('makes one refund of requests sent at once with the same key', async () => {
    const { paymentIntentId } = await payForSession(payments);
    const create = () =>
      payments.stripe.refunds.create(
        { payment_intent: paymentIntentId },
        { idempotencyKey: `all-of-${paymentIntentId}` },
      );
    const answers = await Promise.all([create(), create(), create()]);
    expect(new Set(answers.map((refund) => refund.id)).size).toBe(1);
    const listed = await payments.stripe.refunds.list({ payment_intent: paymentIntentId });
    expect(listed.data).toHaveLength(1);
  });

  it('refuses a key used again with other parameters, as Stripe does', async () => {
    const { paymentIntentId } = await payForSession(payments);
    await payments.stripe.refunds.create(
      { payment_intent: paymentIntentId, amount: 100 },
      { idempotencyKey: 'key-reused' },
    );
    const attempt = payments.stripe.refunds.create(
      { payment_intent: paymentIntentId, amount: 200 },
      { idempotencyKey: 'key-reused' },
    );
    await expect(attempt).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeIdempotencyError',
      message: expect.stringMatching(/same parameters they were first used with/),
    });
  });

  it('adds partial refunds up and refuses more than what is left', async () => {
    const { paymentIntentId, amount } = await payForSession(payments);
    await payments.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 1000 });
    await payments.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 849 });
    const left = amount - 1849;

    const tooMuch = payments.stripe.refunds.create({
      payment_intent: paymentIntentId,
      amount: left + 1,
    });
    await expect(tooMuch).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(tooMuch).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount',
      message: `Refund amount ($${((left + 1) / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
    });

    const rest = await payments.stripe.refunds.create({ payment_intent: paymentIntentId });
    expect(rest.amount).toBe(left);
    const again = payments.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 1 });
    await expect(again).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
      message: `Charge ch_${paymentIntentId.slice(3)} has already been refunded.`,
    });
  });

  it('lets only one of two refunds sent at once take the same money', async () => {
    const { paymentIntentId, amount } = await payForSession(payments);
    const half = Math.ceil(amount * 0.6);
    const outcomes = await Promise.allSettled([
      payments.stripe.refunds.create({ payment_intent: paymentIntentId, amount: half }),
      payments.stripe.refunds.create({ payment_intent: paymentIntentId, amount: half }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('answers an unknown payment intent, charge or refund with resource_missing', async () => {
    const intent = payments.stripe.refunds.create({ payment_intent: 'pi_unknown' });
    await expect(intent).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'payment_intent',
      message: "No such payment_intent: 'pi_unknown'",
    });
    const charge = payments.stripe.refunds.create({ charge: 'ch_unknown' });
    await expect(charge).rejects.toMatchObject({ statusCode: 404, param: 'charge' });
    const refund = payments.stripe.refunds.retrieve('re_unknown');
    await expect(refund).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it.each([
    ['no payment intent nor charge', {}, undefined],
    ['an amount of zero', { amount: 0 }, 'amount'],
    ['an unknown reason', { reason: 'changed_mind' }, 'reason'],
    ['an unknown parameter', { colour: 'blue' }, 'colour'],
  ])('refuses %s', async (_case, params, param) => {
    const { paymentIntentId } = await payForSession(payments);
    const withIntent = Object.keys(params).length ? { payment_intent: paymentIntentId } : {};
    const attempt = payments.stripe.refunds.create({
      ...withIntent,
      ...params,
    } as Stripe.RefundCreateParams);
    await expect(attempt).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 400, ...(param ? { param } : {}) });
  });

  it('lists a page at a time, newest first, as the SDK pages', async () => {
    const { paymentIntentId } = await payForSession(payments);
    const made = [];
    for (const amount of [100, 200, 300]) {
      made.push(await payments.stripe.refunds.create({ payment_intent: paymentIntentId, amount }));
    }
    const first = await payments.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 2 });
    expect(first.has_more).toBe(true);
    const all = await payments.stripe.refunds
      .list({ payment_intent: paymentIntentId, limit: 2 })
      .autoPagingToArray({ limit: 10 });
    expect(all.map((refund) => refund.amount)).toEqual([300, 200, 100]);
  });

  it('settles to succeeded and sends the events Stripe sends, signed', async () => {
    const { paymentIntentId, amount } = await payForSession(payments);
    const metadata = { orderId: 'order-9', refundId: 'refund-9' };
    const partial = await payments.stripe.refunds.create({
      payment_intent: paymentIntentId,
      amount: 1000,
      metadata,
    });

    const created = await waitForEvent(receiver, 'refund.created', { id: partial.id });
    expect(created.data.object).toMatchObject({ status: 'pending', metadata });
    const updated = await waitForEvent(receiver, 'refund.updated', {
      id: partial.id,
      status: 'succeeded',
    });
    expect(updated.data).toMatchObject({
      object: { amount: 1000, payment_intent: paymentIntentId, metadata },
      previous_attributes: { status: 'pending' },
    });
    await waitForEvent(receiver, 'charge.refund.updated', { id: partial.id, status: 'succeeded' });
    const refunded = await waitForEvent(receiver, 'charge.refunded', {
      payment_intent: paymentIntentId,
    });
    expect(refunded.data.object).toMatchObject({
      object: 'charge',
      amount,
      amount_refunded: 1000,
      refunded: false,
    });
    // As on Stripe since 2022-11-15: the charge's refunds are listed, not carried.
    expect(refunded.data.object).not.toHaveProperty('refunds');
    expect((await payments.stripe.refunds.retrieve(partial.id)).status).toBe('succeeded');

    const rest = await payments.stripe.refunds.create({ payment_intent: paymentIntentId });
    await waitForEvent(receiver, 'charge.refunded', {
      payment_intent: paymentIntentId,
      amount_refunded: amount,
      refunded: true,
    });
    const listed = await payments.stripe.refunds.list({ payment_intent: paymentIntentId });
    expect(listed.data.map((refund) => [refund.id, refund.status])).toEqual([
      [rest.id, 'succeeded'],
      [partial.id, 'succeeded'],
    ]);
  });

  it('fails the refunds of 4000 0000 0000 5126 after they were pending, as Stripe does', async () => {
    const { paymentIntentId, amount } = await payForSession(
      payments,
      goodCard({ cardNumber: REFUND_FAILING_CARD }),
    );
    const refund = await payments.stripe.refunds.create({
      payment_intent: paymentIntentId,
      metadata: { orderId: 'order-5126' },
    });
    expect(refund.status).toBe('pending');

    const failed = { id: refund.id, status: 'failed', failure_reason: 'expired_or_canceled_card' };
    await waitForEvent(receiver, 'refund.updated', failed);
    await waitForEvent(receiver, 'charge.refund.updated', failed);
    await waitForEvent(receiver, 'refund.failed', {
      ...failed,
      metadata: { orderId: 'order-5126' },
    });
    expect(await payments.stripe.refunds.retrieve(refund.id)).toMatchObject(failed);
    // The money of a failed refund is the payment's again: it may be refunded once more.
    const retry = await payments.stripe.refunds.create({ payment_intent: paymentIntentId });
    expect(retry.amount).toBe(amount);
  });
});

describe('refunds across a restart', () => {
  it('keeps its refunds and settles one left pending', async () => {
    const receiver = await startWebhookReceiver([200]);
    const first = await startTestPayments({ webhookUrl: receiver.url, refundSettleMs: 3000 });
    const { paymentIntentId } = await payForSession(first);
    const done = await first.stripe.refunds.create({
      payment_intent: paymentIntentId,
      amount: 100,
    });
    await first.close({ keepData: true });
    const kept = JSON.parse(
      await readFile(path.join(first.dataDir, 'refunds', `${done.id}.json`), 'utf8'),
    );
    expect(kept).toMatchObject({ id: done.id, status: 'pending' });

    const second = await startTestPayments({ dataDir: first.dataDir, webhookUrl: receiver.url });
    try {
      await waitForEvent(receiver, 'refund.updated', { id: done.id, status: 'succeeded' }, 10_000);
      const listed = await second.stripe.refunds.list({ payment_intent: paymentIntentId });
      expect(listed.data).toEqual([expect.objectContaining({ id: done.id, status: 'succeeded' })]);
      // What is left after the restart still counts the refund made before it.
      const rest = await second.stripe.refunds.create({ payment_intent: paymentIntentId });
      expect(rest.amount).toBe(3349 - 100);
    } finally {
      await second.close();
      await receiver.close();
    }
  });

  it('answers a key used before the restart with the refund it made', async () => {
    const first = await startTestPayments();
    const { paymentIntentId } = await payForSession(first);
    const params = { payment_intent: paymentIntentId, amount: 100 };
    const made = await first.stripe.refunds.create(params, { idempotencyKey: 'before-restart' });
    await first.close({ keepData: true });

    const second = await startTestPayments({ dataDir: first.dataDir });
    try {
      const again = await second.stripe.refunds.create(params, {
        idempotencyKey: 'before-restart',
      });
      expect(again.id).toBe(made.id);
      await eventually(async () =>
        expect((await second.stripe.refunds.retrieve(made.id)).status).toBe('succeeded'),
      );
    } finally {
      await second.close();
    }
  });
});
