import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import type { Order } from '@contract/order';
import { expectedMovedText, expectedTimesOf, movedExpectedTimes } from './expected-time';

/**
 * A toast naming an open order's new expected time each time the list (polled, or updated by the
 * order stream) brings one: the kitchen accepted with its own time, or is running late. One toast
 * per order, replaced by its next move. Nothing on the first sight of the list.
 */
export function useExpectedTimeToasts(orders: readonly Order[] | undefined) {
  const seen = useRef<ReadonlyMap<string, string> | undefined>(undefined);
  useEffect(() => {
    if (!orders) return;
    const now = expectedTimesOf(orders);
    const before = seen.current;
    seen.current = now;
    if (!before) return;
    for (const { orderId, clockTime } of movedExpectedTimes(before, now)) {
      toast(expectedMovedText(clockTime), { id: `expected-${orderId}` });
    }
  }, [orders]);
}
