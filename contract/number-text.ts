import { z } from 'zod';

// Numbers and flags as a multipart form sends them: as text.

/**
 * How far from a whole number of cents a price may be and still count as it: clients that turn
 * dollars into cents in floating point send 229.99999999999997 for $2.30.
 */
export const CENTS_TOLERANCE = 0.000_001;

/** Text read as a number: digits only for whole units, any decimal for cents. */
const DIGITS = /^\s*-?\d+\s*$/;
const DECIMAL = /^\s*-?\d+(?:\.\d+)?(?:e[+-]?\d+)?\s*$/i;

/**
 * A whole number from `min` to `max`. Multipart sends text, so number text is read as a number:
 * digits only, unless a `tolerance` is given; then a decimal within it of a whole number is taken
 * as that number (Math.round, a negative zero as 0). Anything else ('12.50' without a tolerance,
 * '229.5', '') is refused rather than rounded; the bounds apply after rounding.
 */
export function wholeNumber(
  unit: string,
  min: number,
  max: number,
  requiredMessage: string,
  tolerance?: number,
) {
  const range = `must be a whole number of ${unit} from ${min} to ${max}`;
  const text = tolerance === undefined ? DIGITS : DECIMAL;
  return z.preprocess(
    (value) => {
      const read = typeof value === 'string' && text.test(value) ? Number(value) : value;
      return tolerance === undefined || typeof read !== 'number' ? read : nearest(read, tolerance);
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === '' ? requiredMessage : range,
      })
      .int(range)
      .min(min, range)
      .max(max, range),
  );
}

/** The whole number within `tolerance` of `value` (never -0), or `value` when there is none. */
function nearest(value: number, tolerance: number): number {
  const whole = Math.round(value);
  if (Math.abs(value - whole) > tolerance) return value;
  return whole === 0 ? 0 : whole;
}

/** An amount in cents; float artefacts of a whole number of cents count as it. */
export function cents(min: number, max: number, requiredMessage: string) {
  return wholeNumber('cents', min, max, requiredMessage, CENTS_TOLERANCE);
}

/** 'true' or 'false' as text, or a boolean. */
export function booleanText() {
  return z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: 'must be true or false' }),
  );
}
