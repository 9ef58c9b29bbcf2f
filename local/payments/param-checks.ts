import type { FormValue, FormObject } from './form-params';
import { StripeApiError } from './stripe-errors';

// The checks Stripe makes of request parameters, with its messages, shared by every route.

export const invalid = (param: string, message: string) =>
  new StripeApiError(400, message, { param, code: 'parameter_invalid' });

export function text(
  value: FormValue | undefined,
  param: string,
  required = false,
): string | undefined {
  if (value === undefined || value === '') {
    if (required) throw new StripeApiError(400, `Missing required param: ${param}.`, { param });
    return undefined;
  }
  if (typeof value !== 'string') throw invalid(param, `Invalid string: ${param}`);
  return value;
}

export function wholeNumber(value: FormValue | undefined, param: string, min: number): number {
  const raw = text(value, param, true)!;
  if (!/^\d+$/.test(raw) || Number(raw) < min || !Number.isSafeInteger(Number(raw))) {
    throw invalid(param, `Invalid integer: ${raw}`);
  }
  return Number(raw);
}

export function objectAt(value: FormValue | undefined, param: string): FormObject {
  if (value === undefined) return {};
  if (typeof value === 'string' || Array.isArray(value))
    throw invalid(param, `Invalid object: ${param}`);
  return value;
}

export function metadataOf(value: FormValue | undefined): Record<string, string> {
  const metadata = objectAt(value, 'metadata');
  const entries = Object.entries(metadata);
  if (entries.length > 50) throw invalid('metadata', 'Metadata may have at most 50 keys');
  return Object.fromEntries(
    entries.map(([key, item]) => [key, text(item, `metadata[${key}]`) ?? '']),
  );
}
