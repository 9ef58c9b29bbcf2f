import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FormObject, FormValue } from './form-params';
import { StripeApiError } from './stripe-errors';

/** The request's `Idempotency-Key` header, if any. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key !== '' ? key : undefined;
}

function canonical(value: FormValue): unknown {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(canonical);
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical(value[key])]),
  );
}

/** A digest of the parameters, the same whatever order they were sent in. */
export function paramsDigest(params: FormObject): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(params)))
    .digest('hex');
}

/** Stripe's answer when a key comes back with other parameters than it was first used with. */
export function idempotencyMismatch(key: string): StripeApiError {
  return new StripeApiError(
    400,
    `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    { type: 'idempotency_error' },
  );
}
