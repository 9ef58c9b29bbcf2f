import type { FastifyBaseLogger } from 'fastify';
import { createRecordStore, type RecordStore } from './record-store';
import type { StoredRefund } from './refund';

export type RefundStore = RecordStore<StoredRefund>;

function isStoredRefund(value: unknown): value is StoredRefund {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredRefund>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.amount === 'number' &&
    typeof candidate.paymentIntentId === 'string'
  );
}

/** Refunds in memory, each also in `${dir}/{id}.json` so a restart keeps them. */
export function createRefundStore(dir: string, log: FastifyBaseLogger): RefundStore {
  return createRecordStore(dir, { name: 'refund', idPrefix: 're_', isRecord: isStoredRefund }, log);
}

/** A payment's refunds, newest first as Stripe lists them. */
export function refundsOfPayment(refunds: RefundStore, paymentIntentId: string): StoredRefund[] {
  return [...refunds.values()]
    .filter((refund) => refund.paymentIntentId === paymentIntentId)
    .sort(newestFirst);
}

export function newestFirst(a: StoredRefund, b: StoredRefund): number {
  // Ids break ties within a millisecond: lists need an order that stays the same.
  return b.createdAt - a.createdAt || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);
}

export function refundByIdempotencyKey(refunds: RefundStore, key: string) {
  return [...refunds.values()].find((refund) => refund.idempotency?.key === key);
}
