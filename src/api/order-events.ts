import { fetchEventSource } from '@microsoft/fetch-event-source';
import type { Order } from '@contract/order';
import { ORDER_EVENT, ORDER_REMOVED_EVENT } from '@contract/order-events';
import type { ApiExtra } from './api';
import { retryDelayMs } from './retry-policy';

/** What a stream of order events reports, one call per event. */
export interface OrderEventHandlers {
  onOrder: (order: Order) => void;
  onOrderRemoved?: (orderId: string) => void;
}

/** Thrown when the server ends a stream, so that the client reconnects as after any failure. */
class StreamEnded extends Error {}

/**
 * Follows an order list's server-sent events until `signal` aborts. The token goes in the
 * Authorization header, fetched afresh for every (re)connection so a renewed token is used;
 * after a failure or a closed stream it reconnects after 1 s, 2 s, 4 s … (at most 30 s), and
 * the library sends the last event's id as Last-Event-ID, so the server sends what was missed.
 * It keeps running in a hidden tab: an owner's new-order alert needs it most then.
 */
export function followOrderEvents(
  path: string,
  extra: ApiExtra,
  handlers: OrderEventHandlers,
  signal: AbortSignal,
): Promise<void> {
  let failures = 0;
  return fetchEventSource(`${extra.apiBaseUrl}${path}`, {
    signal,
    openWhenHidden: true,
    fetch: async (input, init) => {
      const token = await extra.getAccessToken();
      const headers = new Headers(init?.headers);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return fetch(input, { ...init, headers });
    },
    onopen: async (response) => {
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.startsWith('text/event-stream')) {
        throw new Error(`The order stream answered ${response.status}`);
      }
      failures = 0;
    },
    onmessage: (message) => {
      if (message.event === ORDER_EVENT) handlers.onOrder(JSON.parse(message.data) as Order);
      if (message.event === ORDER_REMOVED_EVENT) {
        handlers.onOrderRemoved?.((JSON.parse(message.data) as { _id: string })._id);
      }
    },
    onclose: () => {
      throw new StreamEnded('The order stream ended');
    },
    onerror: () => {
      failures += 1;
      return retryDelayMs(failures);
    },
  });
}
