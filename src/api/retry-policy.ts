import type { BaseQueryApi } from '@reduxjs/toolkit/query';

/** Retries after the first failure of a query; the request is sent at most 1 + this many times. */
export const MAX_QUERY_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Whether a failed call is worth sending again: only queries (a mutation may already have taken
 * effect), only failures that another try can fix (no connection, timeout, server fault).
 */
export function shouldRetry(
  error: unknown,
  _args: unknown,
  { attempt, baseQueryApi }: { attempt: number; baseQueryApi: Pick<BaseQueryApi, 'type'> },
): boolean {
  if (baseQueryApi.type === 'mutation' || attempt > MAX_QUERY_RETRIES) return false;
  const status = fieldOf(error, 'status');
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  // A proxy's 502/503/504 page is not JSON: it arrives as a PARSING_ERROR with its status aside.
  const httpStatus = status === 'PARSING_ERROR' ? fieldOf(error, 'originalStatus') : status;
  return typeof httpStatus === 'number' && httpStatus >= 500;
}

const fieldOf = (error: unknown, field: string): unknown =>
  typeof error === 'object' && error !== null && field in error
    ? (error as Record<string, unknown>)[field]
    : undefined;

/** Wait before retry number `attempt` (1-based): 1 s, 2 s, 4 s, ... never more than 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
}

/** Waits `retryDelayMs(attempt)`, ending early (rejecting) when the request is aborted. */
export function backoff(attempt: number, _maxRetries: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('Aborted'));
      return;
    }
    const timer = setTimeout(resolve, retryDelayMs(attempt));
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });
}
