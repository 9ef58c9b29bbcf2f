import {
  amountTotal,
  newId,
  SESSION_LIFETIME_SECONDS,
  type SessionLine,
  type StoredSession,
} from './checkout-session';
import type { FormObject, FormValue } from './form-params';
import { invalid, metadataOf, objectAt, text, wholeNumber } from './param-checks';

/** Stripe refuses to charge less than this many cents (USD). */
export const MINIMUM_CHARGE_CENTS = 50;
const MAX_LINE_ITEMS = 100;
/** Stripe's longest product name; a longer one is refused, not cut. */
export const MAX_PRODUCT_NAME_LENGTH = 5000;

function httpUrl(value: FormValue | undefined, param: string, required: boolean) {
  const raw = text(value, param, required);
  if (raw === undefined) return null;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw invalid(param, 'Not a valid URL');
  }
  return raw;
}

function lineOf(value: FormValue, index: number): SessionLine & { currency: string } {
  const param = `line_items[${index}]`;
  const item = objectAt(value, param);
  if (item.price !== undefined) {
    throw invalid(
      `${param}[price]`,
      'The local checkout supports price_data only, not saved prices.',
    );
  }
  const priceData = objectAt(item.price_data, `${param}[price_data]`);
  const product = objectAt(priceData.product_data, `${param}[price_data][product_data]`);
  const currency = text(priceData.currency, `${param}[price_data][currency]`, true)!.toLowerCase();
  if (!/^[a-z]{3}$/.test(currency))
    throw invalid(`${param}[price_data][currency]`, 'Invalid currency');
  const nameParam = `${param}[price_data][product_data][name]`;
  const name = text(product.name, nameParam, true)!;
  if (name.length > MAX_PRODUCT_NAME_LENGTH) {
    throw invalid(
      nameParam,
      `Invalid string: ${name.slice(0, 10)}...; must be at most ${MAX_PRODUCT_NAME_LENGTH} characters`,
    );
  }
  return {
    name,
    unitAmount: wholeNumber(priceData.unit_amount, `${param}[price_data][unit_amount]`, 0),
    quantity: wholeNumber(item.quantity, `${param}[quantity]`, 1),
    currency,
  };
}

/** A new open session from the parameters of POST /v1/checkout/sessions, checked as Stripe does. */
export function sessionFromParams(params: FormObject, now = Date.now()): StoredSession {
  const mode = text(params.mode, 'mode', true);
  if (mode !== 'payment') throw invalid('mode', 'The local checkout supports mode=payment only.');
  const rawLines = params.line_items;
  if (!Array.isArray(rawLines) || rawLines.length === 0) {
    throw invalid('line_items', 'line_items must contain at least one item in payment mode.');
  }
  if (rawLines.length > MAX_LINE_ITEMS)
    throw invalid('line_items', 'Too many line items (100 at most).');
  const priced = rawLines.map(lineOf);
  const currency = text(params.currency, 'currency')?.toLowerCase() ?? priced[0].currency;
  if (priced.some((line) => line.currency !== currency)) {
    throw invalid('line_items', 'All line items must use the same currency.');
  }
  const lines = priced.map(({ name, unitAmount, quantity }) => ({ name, unitAmount, quantity }));
  if (amountTotal({ lines }) < MINIMUM_CHARGE_CENTS) {
    throw invalid(
      'line_items',
      "The Checkout Session's total amount due must add up to at least $0.50 usd",
    );
  }
  const created = Math.floor(now / 1000);
  return {
    id: newId('cs_test_', 58),
    created,
    expiresAt: created + SESSION_LIFETIME_SECONDS,
    currency,
    customerEmail: text(params.customer_email, 'customer_email') ?? null,
    metadata: metadataOf(params.metadata),
    lines,
    successUrl: httpUrl(params.success_url, 'success_url', true)!,
    cancelUrl: httpUrl(params.cancel_url, 'cancel_url', false),
    status: 'open',
    paymentStatus: 'unpaid',
    paymentIntentId: null,
    customerName: null,
  };
}
