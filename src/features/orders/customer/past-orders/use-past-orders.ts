import { useCallback, useEffect, useMemo, useRef } from 'react';
import { orderApi } from '@/api/order.api';
import { useGetPastOrdersInfiniteQuery } from '@/api/past-orders.api';
import { useAppSelector } from '@/store/hooks';
import { finishedIdsOf, hasNewlyFinished } from './finished-ids';

const selectMyOrders = orderApi.endpoints.getMyOrders.select();

/**
 * Reads the past orders again when an order of the live list (polled by the page) is delivered
 * or cancelled, so that it shows here without a reload. Every loaded page is read again, from the
 * first.
 */
function useRefreshOnFinish(refetch: () => unknown) {
  const finished = useAppSelector((state) => finishedIdsOf(selectMyOrders(state).data));
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    const before = seen.current;
    if (finished !== undefined) seen.current = finished;
    if (hasNewlyFinished(before, finished)) refetch();
  }, [finished, refetch]);
}

/** The customer's past orders, newest first, as far as they have been shown. */
export function usePastOrders() {
  const query = useGetPastOrdersInfiniteQuery();
  const { data, isError, isFetchingNextPage, fetchNextPage, refetch } = query;
  useRefreshOnFinish(refetch);
  const orders = useMemo(() => data?.pages.flatMap((page) => page.orders) ?? [], [data]);
  const showMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [isFetchingNextPage, fetchNextPage]);
  return {
    orders,
    /** Nothing could be read at all (a failed refresh keeps what was shown). */
    failed: isError && !data,
    hasMore: query.hasNextPage,
    loadingMore: isFetchingNextPage,
    /** The next page could not be read; Show more stays, to try again. */
    moreFailed: query.isFetchNextPageError,
    showMore,
    retry: refetch,
  };
}
