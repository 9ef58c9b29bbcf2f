/**
 * Money is whole cents everywhere except where people read or type it, where it is dollars with two
 * decimals.
 */

const CENTS_PER_DOLLAR = 100;

// Plain decimal notation only: '12', '12.5', '12.50', '.5', '-3'. Number() alone would also take
// '0x10', '1e3' and '' (as 0), which a person typing a price never means.
const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** Dollars to whole cents, rounded to the nearest cent: 12.5 → 1250. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * CENTS_PER_DOLLAR);
}

/** Cents to dollars, keeping the cents: 1250 → 12.5. */
export function centsToDollars(cents: number): number {
  return cents / CENTS_PER_DOLLAR;
}

/** Cents as the dollars a person types into a form: 1250 → '12.50'. */
export function formatDollars(cents: number): string {
  return centsToDollars(cents).toFixed(2);
}

/** Cents as a price to read: 1250 → '$12.50'. */
export function formatPrice(cents: number): string {
  return `$${formatDollars(cents)}`;
}

/** Typed dollars ('12.50', ' 8 ') as whole cents, or undefined when the text is not a number. */
export function parseDollarsToCents(text: string): number | undefined {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  return dollarsToCents(Number(trimmed));
}
