import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderRoutes } from '@contract/order.routes';
import type { AppDependencies } from '../../dependencies';
import { httpError } from '../../plugins/errors.plugin';
import type { PaymentOptions } from './order-payment.service';
import { recordPayment } from './order-payment.service';
import { applyRefundEvent, isRefundEvent } from '../refunds/refund-events';
import { idOf } from '../refunds/payment-intent';
import { verifiedWebhookEvent } from './webhook-event';

/** Events that mean "this checkout has been paid for". */
const PAID_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

/**
 * What a paid event's session must carry to be applied. Stripe's own events always do; a
 * verified event of another shape (a test tool, an API version we do not expect) is logged and
 * acknowledged rather than failing on a missing field.
 */
const paidSessionSchema = z.object({
  id: z.string(),
  payment_status: z.string(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
  metadata: z.object({ orderId: z.string().optional() }).nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
});

type PaidSession = z.infer<typeof paidSessionSchema>;

/**
 * POST /api/order/checkout/webhook: Stripe's events, verified on the raw body: payments, and
 * refunds settling (refunds/refund-events.ts). Every verified event is answered 200, even one
 * that cannot be applied: Stripe would otherwise retry it for days, and a retry cannot make it
 * right. Those are logged instead.
 */
export const checkoutWebhookRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const { database, payments, config } = deps;

  // Only in this plugin's scope: the signature covers the exact bytes, so JSON must not be parsed.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.route({
    ...orderRoutes.checkoutWebhook,
    // Not rate-limited: the payment provider retries until an event is accepted.
    config: { rateLimit: false },
    handler: async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') {
        throw httpError(400, 'Stripe-Signature: the header is required');
      }
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = verifiedWebhookEvent(payments, body, signature, config.stripeWebhookSecret);
      if (PAID_EVENTS.has(event.type)) {
        const session = paidSessionSchema.safeParse(event.data?.object);
        const options = { acceptWindowMinutes: config.acceptWindowMinutes };
        if (session.success) await applyPayment(session.data, database.db, request.log, options);
        else
          request.log.warn({ eventId: event.id }, 'paid event without a usable session; ignored');
      }
      if (isRefundEvent(event.type)) {
        const baseDelayMs = config.kitchenSweepMs;
        await applyRefundEvent(event, { db: database.db, payments, log: request.log, baseDelayMs });
      }
      return { received: true as const };
    },
  });
};

async function applyPayment(
  session: PaidSession,
  db: AppDependencies['database']['db'],
  log: FastifyBaseLogger,
  options: PaymentOptions,
): Promise<void> {
  const context = { sessionId: session.id, orderId: session.metadata?.orderId };
  // A session paid by a method that settles later completes unpaid; its success event follows.
  if (session.payment_status !== 'paid') {
    log.info(context, 'checkout completed, payment not settled yet');
    return;
  }
  const paymentIntentId = idOf(session.payment_intent);
  const outcome = await recordPayment(
    db,
    {
      orderId: context.orderId ?? '',
      amount: session.amount_total ?? -1,
      currency: session.currency ?? '',
      ...(paymentIntentId ? { paymentIntentId } : {}),
    },
    options,
  );
  if (outcome.kind === 'paid') log.info(context, 'order paid');
  if (outcome.kind === 'alreadyRecorded') log.info(context, 'payment already recorded');
  if (outcome.kind === 'unknownOrder') log.warn(context, 'payment for an unknown order');
  if (outcome.kind === 'amountMismatch') {
    log.warn(
      {
        ...context,
        amountTotal: session.amount_total,
        currency: session.currency,
        expected: outcome.expected,
      },
      'payment amount differs from the order total; order left unpaid',
    );
  }
}
