import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Order } from '@contract/order';

/**
 * The order whose kitchen ticket is on the page, and `print`, which puts one there and opens the
 * browser's print dialog at once. The ticket goes when printing is over, so that printing the
 * page itself prints the page.
 */
export function useKitchenTicket() {
  const [order, setOrder] = useState<Order>();

  useEffect(() => {
    const printed = () => setOrder(undefined);
    window.addEventListener('afterprint', printed);
    return () => window.removeEventListener('afterprint', printed);
  }, []);

  const print = useCallback((chosen: Order) => {
    // The ticket, and the page size it measures for itself as it mounts, must be in the page
    // before the print dialog takes its picture of it.
    flushSync(() => setOrder(chosen));
    window.print();
  }, []);

  return { order, print };
}
