import { z } from 'zod';

/** The body of every error the API answers with. `message` says what was wrong. */
export const apiErrorSchema = z
  .object({ message: z.string().meta({ example: 'city: City is required' }) })
  .meta({ id: 'ApiError', description: 'What was wrong; a 400 names the field first.' });

export type ApiError = z.infer<typeof apiErrorSchema>;

/** What each error status means, for the API document. */
const ERROR_MEANINGS = {
  400: 'Invalid input; the message names the field.',
  401: 'No bearer token, or one that does not verify.',
  403: 'The thing exists but belongs to someone else.',
  404: 'Not found (also: the caller has no user record yet).',
  409: 'It already exists, or cannot be done now (e.g. the restaurant is closed).',
  413: 'Too large.',
  415: 'Wrong content type.',
  429: 'Too many changes at once; try again later.',
  502: 'The payment provider could not be reached.',
  503: 'A service the API depends on is unavailable.',
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** The error answers of a route, each `{ message }`: `errorResponses(400, 404)`. */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, apiErrorSchema.describe(ERROR_MEANINGS[status])]),
  ) as Record<S, typeof apiErrorSchema>;
}
