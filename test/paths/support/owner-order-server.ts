import type { Order } from '@contract/order';
import type { OrderStatus } from '@contract/order-status';
import type { Answer } from '../../src/msw/answer';
import {
  changed,
  getMyRestaurantOrders,
  removeOrder,
  updateOrderStatus,
} from '../../src/msw/handlers/order';
import { getMyRestaurant } from '../../src/msw/handlers/restaurant';
import { sentRequests, server } from '../../src/msw/server';
import { savedRestaurant } from '../../src/features/restaurant/restaurant-fixtures';

const SERVER_ERROR: Answer = { status: 500, body: { message: 'Internal Server Error' } };

type Write = 'PATCH' | 'DELETE';

interface HeldWrite {
  method: Write;
  answer: (succeeds: boolean) => void;
}

/**
 * The owner's API on the test network, for a restaurant with one order. Reads are answered at
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

  server.use(
    getMyRestaurant({ status: 200, body: savedRestaurant() }),
    getMyRestaurantOrders(() => ({ status: 200, body: orders })),
    updateOrderStatus(({ body }) =>
      hold('PATCH', () => {
        const { status } = body as { status: OrderStatus };
        orders = orders.map((each) => changed(each, { status }));
        return { status: 200, body: orders[0] };
      }),
    ),
    removeOrder(() =>
      hold('DELETE', () => {
        orders = [];
        return { status: 200, body: { message: 'Order removed' } };
      }),
    ),
  );

  return {
    /** How many requests of this kind the page has sent. */
    sentCount: (method: Write) =>
      sentRequests().filter((request) => request.method === method).length,
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
