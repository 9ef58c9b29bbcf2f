/** What the payment form sends. */
export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardName: string;
}

export type CardField = keyof CardForm;
export type FieldErrors = Partial<Record<CardField, string>>;

export type CardOutcome =
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'declined'; message: string }
  | { kind: 'paid'; last4: string; refunds: RefundOutcome };

/** What becomes of the refunds of a payment: Stripe's test cards decide it. */
export type RefundOutcome = 'succeed' | 'fail';

/** Stripe's test cards that pay. */
const PAYING_CARDS = new Set(['4242424242424242', '4000056655665556', '5555555555554444']);
/** Stripe's test card that pays but whose refunds fail afterwards ("refund fails asynchronously"). */
const REFUND_FAILING_CARDS = new Set(['4000000000005126']);
/** Stripe's test cards that are declined, with the message Stripe Checkout shows. */
const DECLINING_CARDS = new Map([
  ['4000000000000002', 'Your card was declined.'],
  ['4000000000009995', 'Your card has insufficient funds.'],
  ['4000000000000069', 'Your card has expired.'],
]);
const NOT_A_TEST_CARD =
  'Your card was declined. This test checkout accepts test cards only, such as 4242 4242 4242 4242.';

export const CARD_MESSAGES = {
  numberMissing: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryInvalid: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcInvalid: "Your card's security code is incomplete.",
  nameMissing: 'Enter the name on your card.',
} as const;

export function digitsOf(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MM / YY, MMYY, MM/YYYY) as a month and a four-digit year, or undefined. */
export function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

function numberError(digits: string): string | undefined {
  if (digits === '') return CARD_MESSAGES.numberMissing;
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return CARD_MESSAGES.numberInvalid;
  return undefined;
}

function expiryError(expiry: string, now: Date): string | undefined {
  const parsed = parseExpiry(expiry);
  if (!parsed) return CARD_MESSAGES.expiryInvalid;
  // A card is good until the end of its expiry month.
  const current = now.getFullYear() * 12 + now.getMonth() + 1;
  return parsed.year * 12 + parsed.month < current ? CARD_MESSAGES.expiryPast : undefined;
}

/** Checks the form as Stripe Checkout would, then answers what the test card does. */
export function checkCard(form: CardForm, now = new Date()): CardOutcome {
  const digits = digitsOf(form.cardNumber);
  const errors: FieldErrors = {
    cardNumber: numberError(digits),
    expiry: expiryError(form.expiry, now),
    cvc: /^\s*\d{3,4}\s*$/.test(form.cvc) ? undefined : CARD_MESSAGES.cvcInvalid,
    cardName: form.cardName.trim() ? undefined : CARD_MESSAGES.nameMissing,
  };
  const present = Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
  if (Object.keys(present).length > 0) return { kind: 'invalid', errors: present };
  if (PAYING_CARDS.has(digits))
    return { kind: 'paid', last4: digits.slice(-4), refunds: 'succeed' };
  if (REFUND_FAILING_CARDS.has(digits))
    return { kind: 'paid', last4: digits.slice(-4), refunds: 'fail' };
  return { kind: 'declined', message: DECLINING_CARDS.get(digits) ?? NOT_A_TEST_CARD };
}
