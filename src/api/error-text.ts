import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

function messageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  return typeof data.message === 'string' ? data.message : undefined;
}

/** The API's own `{ message }` of a failed call, when it answered one. */
export function apiMessageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  return messageOf(error.data);
}

/** A short human text for a failed call: the API's `{ message }`, else what went wrong. */
export function errorText(error: FetchBaseQueryError | SerializedError): string {
  if (!('status' in error)) return error.message ?? 'Unknown error';
  if (typeof error.status === 'number') return apiMessageOf(error) ?? `HTTP ${error.status}`;
  return error.error;
}
