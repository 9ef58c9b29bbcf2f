import { useEffect, useMemo } from 'react';
import type { Order } from '@contract/order';
import { useAuth } from '@/auth/auth-session';
import {
  readLastSeenOrders,
  writeLastSeenOrders,
  type LastSeenOrders,
} from '@/lib/last-seen-orders';

/**
 * Keeps the customer's orders each time the page has them afresh (a fetch, or the order stream)
 * and, while they cannot be fetched (`unreachable`), answers the list kept last, with when.
 */
export function useLastSeenOrders(
  orders: readonly Order[] | undefined,
  fetchedAt: number | undefined,
  unreachable: boolean,
): LastSeenOrders | undefined {
  const userSub = useAuth().user?.sub;

  useEffect(() => {
    if (orders && userSub && !unreachable) writeLastSeenOrders(userSub, orders, new Date());
  }, [orders, fetchedAt, userSub, unreachable]);

  return useMemo(
    () => (unreachable && userSub ? readLastSeenOrders(userSub) : undefined),
    [unreachable, userSub],
  );
}
