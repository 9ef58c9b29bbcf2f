import { randomBytes } from 'node:crypto';
import type { RefundOutcome } from './card-check';
import { StripeApiError } from './stripe-errors';

/** One line of a checkout as it was sold. */
export interface SessionLine {
  name: string;
  unitAmount: number;
  quantity: number;
}

/** A checkout session as the local hosted checkout keeps it. Times in Unix seconds. */
export interface StoredSession {
  id: string;
  created: number;
  expiresAt: number;
  currency: string;
  customerEmail: string | null;
  metadata: Record<string, string>;
  lines: SessionLine[];
  successUrl: string;
  cancelUrl: string | null;
  status: 'open' | 'complete';
  paymentStatus: 'unpaid' | 'paid';
  paymentIntentId: string | null;
  customerName: string | null;
  /** The card that paid; absent from sessions paid before refunds existed (their refunds succeed). */
  card?: { last4: string; refunds: RefundOutcome };
}

/** How long a session may be paid, as Stripe's default (24 hours). */
export const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-looking id such as `cs_test_a1B2…`, unguessable (it is the payment page's address). */
export function newId(prefix: string, length = 32): string {
  const bytes = randomBytes(length);
  return `${prefix}${Array.from(bytes, (byte) => BASE62[byte % BASE62.length]).join('')}`;
}

export function amountTotal(session: Pick<StoredSession, 'lines'>): number {
  return session.lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
}

export function isExpired(session: StoredSession, now = Date.now()): boolean {
  return session.status === 'open' && now / 1000 > session.expiresAt;
}

/** The session as Stripe's API answers it; `expand` may ask for its line items. */
export function toStripeSession(session: StoredSession, publicUrl: string, expand: string[] = []) {
  const total = amountTotal(session);
  const paid = session.status === 'complete';
  return {
    id: session.id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: session.cancelUrl,
    created: session.created,
    currency: session.currency,
    customer_details: paid ? { email: session.customerEmail, name: session.customerName } : null,
    customer_email: session.customerEmail,
    expires_at: session.expiresAt,
    livemode: false,
    metadata: session.metadata,
    mode: 'payment',
    payment_intent: session.paymentIntentId,
    payment_method_types: ['card'],
    payment_status: session.paymentStatus,
    status: isExpired(session) ? 'expired' : session.status,
    success_url: session.successUrl,
    url: paid ? null : `${publicUrl}/pay/${session.id}`,
    ...(expand.includes('line_items') ? { line_items: toLineItemList(session) } : {}),
  };
}

/** The session's lines as Stripe's list of line items. */
export function toLineItemList(session: StoredSession) {
  return {
    object: 'list',
    data: session.lines.map((line, index) => ({
      id: `li_${session.id.slice(-24)}${index}`,
      object: 'item',
      amount_subtotal: line.unitAmount * line.quantity,
      amount_total: line.unitAmount * line.quantity,
      currency: session.currency,
      description: line.name,
      price: { object: 'price', currency: session.currency, unit_amount: line.unitAmount },
      quantity: line.quantity,
    })),
    has_more: false,
    url: `/v1/checkout/sessions/${session.id}/line_items`,
  };
}

/** Where a paid session sends the browser; Stripe fills in `{CHECKOUT_SESSION_ID}`. */
export function successRedirect(session: StoredSession): string {
  return session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

export function missingSession(id: string): StripeApiError {
  return new StripeApiError(404, `No such checkout.session: '${id}'`, {
    code: 'resource_missing',
    param: 'session',
  });
}
