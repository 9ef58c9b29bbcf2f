import type { PastOrdersPage } from '@contract/past-orders.routes';
import * as pastOrderPaths from '@contract/past-orders.paths';
import { api } from './api';
import { requestOf } from './route-path';

/**
 * The customer's delivered orders (docs/api.md), a page at a time: each page's `nextCursor` is
 * where the next one starts (null: none after it). A refetch reads every loaded page again from
 * the first, so an order delivered meanwhile moves the rest along rather than repeating one.
 */
export const pastOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPastOrders: build.infiniteQuery<PastOrdersPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        ...requestOf(pastOrderPaths.getPastOrders),
        params: pageParam ? { before: pageParam } : undefined,
      }),
      // A tag of their own, under MyOrders: a checkout (which invalidates MyOrders) reaches them.
      providesTags: [{ type: 'MyOrders', id: 'PAST' }],
    }),
  }),
});

export const { useGetPastOrdersInfiniteQuery } = pastOrdersApi;
