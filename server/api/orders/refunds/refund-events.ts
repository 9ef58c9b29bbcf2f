import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '@server/db/database';
import { orderRefunds } from '@server/db/schema';
import { isUuid } from '../../http/ids';
import type { PaymentsClient } from '../checkout/stripe-client';
import type { WebhookEvent } from '../payment/webhook-event';
import { idOf } from './payment-intent';
import { settleRefund } from './refund-settlement';

/**
 * Events about one refund, whose object is the refund: `refund.updated` (and `charge.refund.updated`,
 * its name in Stripe's newer API versions), `refund.failed`, and `refund.created`.
 */
const REFUND_EVENTS = new Set([
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refund.updated',
]);
/** An event about a charge some of which was refunded; its object is the charge. */
const CHARGE_REFUNDED = 'charge.refunded';

const refundSchema = z.object({
  id: z.string(),
  status: z.string().nullish(),
  metadata: z.object({ refundId: z.string().optional() }).nullish(),
});

type ReportedRefund = z.infer<typeof refundSchema>;

const expandable = z.union([z.string(), z.object({ id: z.string() })]).nullish();

/**
 * A refunded charge: its refunds are in it under API versions before 2022-11-15; later ones leave
 * them out, and they are then listed by the charge's payment intent.
 */
const chargeSchema = z.object({
  id: z.string(),
  payment_intent: expandable,
  refunds: z.object({ data: z.array(refundSchema) }).nullish(),
});

/** Whether the webhook handles this event type here. */
export function isRefundEvent(type: string): boolean {
  return REFUND_EVENTS.has(type) || type === CHARGE_REFUNDED;
}

/**
 * Settles the refunds a verified event speaks of (refund-settlement.ts): each is found by the
 * `refundId` its metadata carries (every refund this API makes has one), else by the provider's
 * id. A replayed event, or one about a refund this API did not make, changes nothing.
 */
export async function applyRefundEvent(
  event: WebhookEvent,
  deps: { db: Database; payments: PaymentsClient; log: FastifyBaseLogger; baseDelayMs: number },
): Promise<void> {
  const { db, log } = deps;
  const refunds = await refundsOf(event, deps);
  for (const refund of refunds) {
    const refundId = await rowIdOf(db, refund);
    if (!refundId) {
      log.info({ eventId: event.id, providerRefundId: refund.id }, 'refund of no order; ignored');
      continue;
    }
    const changed = await settleRefund(db, refundId, refund, 'event', deps.baseDelayMs);
    log.info(
      { eventId: event.id, refundId, status: refund.status, changed },
      changed ? 'refund settled' : 'refund event changed nothing',
    );
  }
}

async function refundsOf(
  event: WebhookEvent,
  deps: { payments: PaymentsClient; log: FastifyBaseLogger },
): Promise<ReportedRefund[]> {
  if (REFUND_EVENTS.has(event.type)) {
    const refund = refundSchema.safeParse(event.data?.object);
    if (refund.success) return [refund.data];
    deps.log.warn({ eventId: event.id }, 'refund event without a usable refund; ignored');
    return [];
  }
  const charge = chargeSchema.safeParse(event.data?.object);
  if (!charge.success) {
    deps.log.warn({ eventId: event.id }, 'charge event without a usable charge; ignored');
    return [];
  }
  if (charge.data.refunds) return charge.data.refunds.data;
  const paymentIntent = idOf(charge.data.payment_intent);
  if (!paymentIntent) return [];
  const listed = await deps.payments.refunds.list({ payment_intent: paymentIntent, limit: 100 });
  return listed.data.map((refund) => ({
    id: refund.id,
    status: refund.status,
    metadata: refund.metadata,
  }));
}

/** The refund row a reported refund belongs to. */
async function rowIdOf(db: Database, refund: ReportedRefund): Promise<string | undefined> {
  const byMetadata = refund.metadata?.refundId;
  const where =
    byMetadata && isUuid(byMetadata)
      ? eq(orderRefunds.id, byMetadata)
      : eq(orderRefunds.providerRefundId, refund.id);
  const [row] = await db.select({ id: orderRefunds.id }).from(orderRefunds).where(where);
  return row?.id;
}
