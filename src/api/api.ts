import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { backoff, shouldRetry } from './retry-policy';

/**
 * What the store hands every request (the thunk extra argument): where the API is and how to get
 * the signed-in user's access token (undefined when signed out: the call goes without one).
 */
export interface ApiExtra {
  apiBaseUrl: string;
  getAccessToken: () => Promise<string | undefined>;
  /** Whether order lists also follow their server-sent events (the app: yes; tests: when asked). */
  liveOrders: boolean;
}

type RawBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

const rawBaseQueries = new Map<string, RawBaseQuery>();

function rawBaseQueryFor(baseUrl: string): RawBaseQuery {
  let baseQuery = rawBaseQueries.get(baseUrl);
  if (!baseQuery) {
    baseQuery = fetchBaseQuery({
      baseUrl,
      prepareHeaders: async (headers, { extra }) => {
        const token = await (extra as ApiExtra).getAccessToken();
        if (token) headers.set('Authorization', `Bearer ${token}`);
        return headers;
      },
    });
    rawBaseQueries.set(baseUrl, baseQuery);
  }
  return baseQuery;
}

// The address arrives with the store (composition root) rather than by import, so this shared
// layer depends on nothing in src/app and tests can point it anywhere.
const configuredBaseQuery: RawBaseQuery = (args, api, extraOptions) =>
  rawBaseQueryFor((api.extra as ApiExtra).apiBaseUrl)(args, api, extraOptions);

/**
 * The one RTK Query api of the app. Each domain adds its endpoints with
 * `api.injectEndpoints(...)` in `src/api/<domain>.api.ts`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: retry(configuredBaseQuery, { retryCondition: shouldRetry, backoff }),
  tagTypes: ['User', 'MyRestaurant', 'MyRestaurantOrders', 'MyOrders', 'Restaurant'],
  refetchOnFocus: false,
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});
