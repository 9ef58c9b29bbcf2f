import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { missingCharge, missingPaymentIntent } from './charge';
import { newId } from './checkout-session';
import { parseFormParams, type FormObject } from './form-params';
import { idempotencyKeyOf, idempotencyMismatch, paramsDigest } from './idempotency';
import { invalid, text } from './param-checks';
import type { PaymentsContext } from './payments-context';
import { missingRefund, toStripeRefund, type StoredRefund } from './refund';
import { newRefund, readRefundParams } from './refund-params';
import { DEFAULT_REFUND_SETTLE_MS } from './refund-settlement';
import { newestFirst, refundByIdempotencyKey, refundsOfPayment } from './refund-store';
import { sessionOfPaymentIntent } from './session-store';

function queryOf(request: FastifyRequest): FormObject {
  return parseFormParams(new URLSearchParams(request.raw.url?.split('?')[1] ?? ''));
}

function limitOf(query: FormObject): number {
  const raw = text(query.limit, 'limit') ?? '10';
  const limit = Number(raw);
  if (!/^\d+$/.test(raw) || limit < 1 || limit > 100) {
    throw invalid('limit', 'This value must be greater than or equal to 1 and at most 100.');
  }
  return limit;
}

/** One page of `refunds` (newest first) as Stripe pages lists: `starting_after`, `ending_before`. */
function page(refunds: StoredRefund[], query: FormObject) {
  const limit = limitOf(query);
  const after = text(query.starting_after, 'starting_after');
  const before = text(query.ending_before, 'ending_before');
  const indexOf = (id: string) => {
    const index = refunds.findIndex((refund) => refund.id === id);
    if (index < 0) throw missingRefund(id);
    return index;
  };
  if (before) {
    const earlier = refunds.slice(0, indexOf(before));
    return { data: earlier.slice(-limit), hasMore: earlier.length > limit };
  }
  const later = after ? refunds.slice(indexOf(after) + 1) : refunds;
  return { data: later.slice(0, limit), hasMore: later.length > limit };
}

/** Stripe's refunds API: create (idempotent), retrieve, and list by payment intent or charge. */
export const refundRoutes: FastifyPluginAsync<PaymentsContext> = async (app, context) => {
  const { sessions, refunds, settlement, options } = context;

  app.post<{ Body: FormObject }>('/v1/refunds', async (request, reply) => {
    const params = request.body ?? {};
    const key = idempotencyKeyOf(request);
    const digest = paramsDigest(params);
    const earlier = key ? refundByIdempotencyKey(refunds, key) : undefined;
    if (key && earlier) {
      if (earlier.idempotency?.paramsDigest !== digest) throw idempotencyMismatch(key);
      reply.header('idempotent-replayed', 'true');
      return toStripeRefund(earlier);
    }
    const wanted = readRefundParams(params);
    const session = sessionOfPaymentIntent(sessions, wanted.paymentIntentId);
    if (!session) {
      const charge = text(params.charge, 'charge');
      throw charge && !params.payment_intent
        ? missingCharge(charge)
        : missingPaymentIntent(wanted.paymentIntentId);
    }
    // From the check of what is left to the refund kept in memory nothing awaits: two requests
    // at once cannot both take the same amount, nor both use the same key.
    const refund = newRefund(wanted, {
      session,
      refunds: refundsOfPayment(refunds, wanted.paymentIntentId),
      settleMs: options.refundSettleMs ?? DEFAULT_REFUND_SETTLE_MS,
      idempotency: key ? { key, paramsDigest: digest } : null,
    });
    await refunds.save(refund);
    request.log.info({ refundId: refund.id, amount: refund.amount }, 'refund created');
    settlement.created(refund, { id: newId('req_', 14), idempotency_key: key ?? null });
    return toStripeRefund(refund);
  });

  app.get<{ Params: { id: string } }>('/v1/refunds/:id', async (request) => {
    const refund = refunds.get(request.params.id);
    if (!refund) throw missingRefund(request.params.id);
    return toStripeRefund(refund);
  });

  app.get('/v1/refunds', async (request) => {
    const query = queryOf(request);
    const paymentIntent = text(query.payment_intent, 'payment_intent');
    const charge = text(query.charge, 'charge');
    let listed = [...refunds.values()].sort(newestFirst);
    if (paymentIntent) listed = listed.filter((refund) => refund.paymentIntentId === paymentIntent);
    if (charge) listed = listed.filter((refund) => refund.chargeId === charge);
    const { data, hasMore } = page(listed, query);
    return {
      object: 'list',
      data: data.map(toStripeRefund),
      has_more: hasMore,
      url: '/v1/refunds',
    };
  });
};
