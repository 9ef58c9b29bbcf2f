import type { FastifyBaseLogger } from 'fastify';
import type { StoredSession } from './checkout-session';
import { createRecordStore, type RecordStore } from './record-store';

export type SessionStore = RecordStore<StoredSession>;

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredSession>;
  return typeof candidate.id === 'string' && Array.isArray(candidate.lines);
}

/** Checkout sessions in memory, each also in `${dir}/{id}.json` so a restart keeps them. */
export function createSessionStore(dir: string, log: FastifyBaseLogger): SessionStore {
  return createRecordStore(
    dir,
    { name: 'checkout session', idPrefix: 'cs_', isRecord: isStoredSession },
    log,
  );
}

/** The paid session whose payment intent is `paymentIntentId`, if any. */
export function sessionOfPaymentIntent(
  sessions: SessionStore,
  paymentIntentId: string,
): StoredSession | undefined {
  return [...sessions.values()].find((session) => session.paymentIntentId === paymentIntentId);
}
