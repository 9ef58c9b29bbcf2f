import type { Order } from '@contract/order';
import type { OrderStatus } from '@contract/order-status';
import { savedRestaurant } from '../../src/features/restaurant/restaurant-test-kit';
import { fakeApi, type Answer } from '../../src/features/user/fake-api';

const LIST = '/api/my/restaurant/order';
const SERVER_ERROR: Answer = { status: 500, body: { message: 'Internal Server Error' } };

type Write = 'PATCH' | 'DELETE';

interface HeldWrite {
  method: Write;
  answer: (succeeds: boolean) => void;
}

/**
 * The owner's API at the fetch edge, for a restaurant with one order. Reads are answered at
 * once; a status change or a deletion waits until the test has the server answer it, so the
 * page can be looked at while the request is out.
 */
export function fakeOwnerOrderServer(order: Order) {
  let orders = [order];
  let held: HeldWrite | undefined;

  const hold = (method: Write, apply: () => Answer) =>
    new Promise<Answer>((resolve) => {
      held = { method, answer: (succeeds) => resolve(succeeds ? apply() : SERVER_ERROR) };
    });

  const sent = fakeApi({
    'GET /api/my/restaurant': { status: 200, body: savedRestaurant() },
    [`GET ${LIST}`]: () => ({ status: 200, body: orders }),
    [`PATCH ${LIST}/${order._id}/status`]: (request) =>
      hold('PATCH', () => {
        const { status } = request.body as { status: OrderStatus };
        const updatedAt = new Date(Date.parse(orders[0].updatedAt) + 1000).toISOString();
        orders = orders.map((each) => ({ ...each, status, updatedAt }));
        return { status: 200, body: orders[0] };
      }),
    [`DELETE ${LIST}/${order._id}`]: () =>
      hold('DELETE', () => {
        orders = [];
        return { status: 200, body: { message: 'Order removed' } };
      }),
  });

  return {
    /** How many requests of this kind the page has sent. */
    sentCount: (method: Write) => sent.filter((request) => request.method === method).length,
    /** The kind of write waiting for an answer, if any. */
    heldWrite: () => held?.method,
    answer(method: Write, succeeds: boolean) {
      if (held?.method !== method) throw new Error(`No ${method} is waiting for an answer`);
      const { answer } = held;
      held = undefined;
      answer(succeeds);
    },
  };
}

export type OwnerOrderServer = ReturnType<typeof fakeOwnerOrderServer>;
