import { http, type RequestHandlerOptions } from 'msw';
import type { Order } from '@contract/order';
import type { PastOrdersPage } from '@contract/past-orders.routes';
import { answering, jsonResponse, type Answer, type Reply } from '../answer';
import { apiUrl, server } from '../server';

const PAST_ORDERS = apiUrl('/api/order/past');

/** A customer with no delivered orders. */
export const NO_PAST_ORDERS: PastOrdersPage = { orders: [], nextCursor: null };

/** GET /api/order/past, whatever the cursor: the signed-in customer's delivered orders. */
export const getPastOrders = (reply: Reply, options?: RequestHandlerOptions) =>
  http.get(PAST_ORDERS, answering(reply), options);

/**
 * GET /api/order/past over a list the test can change, ten a page as the API pages them; the
 * cursor is the index the next page starts at. `answer`, when set, answers instead; `cursors`
 * holds the `before` of every request (null for a first page).
 */
export function servePastOrders(initial: Order[]) {
  const state = {
    orders: [...initial],
    answer: undefined as Answer | undefined,
    cursors: [] as (string | null)[],
  };
  server.use(
    http.get(PAST_ORDERS, ({ request }) => {
      const before = new URL(request.url).searchParams.get('before');
      state.cursors.push(before);
      if (state.answer) return jsonResponse(state.answer);
      const start = before ? Number(before) : 0;
      const end = start + 10;
      const nextCursor = end < state.orders.length ? String(end) : null;
      return jsonResponse({
        status: 200,
        body: { orders: state.orders.slice(start, end), nextCursor },
      });
    }),
  );
  return state;
}
