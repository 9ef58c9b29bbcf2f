import type { Order } from '@contract/order';
import type { Answer } from '../../src/msw/answer';
import { acceptOrder, kitchenAnswers } from '../../src/msw/handlers/kitchen';
import { getMyRestaurantOrders } from '../../src/msw/handlers/order';
import { getMyRestaurant } from '../../src/msw/handlers/restaurant';
import { sentRequests, server } from '../../src/msw/server';
import { savedRestaurant } from '../../src/features/restaurant/restaurant-fixtures';

const SERVER_ERROR: Answer = { status: 500, body: { message: 'Internal Server Error' } };

/**
 * The owner's API on the test network, for a restaurant whose order list starts empty. Orders are
 * placed by the test; the list is answered at once; an Accept waits until the test has the
 * server answer it, so the page can be looked at while the request is out.
 */
export function fakeNewOrderServer() {
  let orders: Order[] = [];
  let held: ((succeeds: boolean) => void) | undefined;

  server.use(
    getMyRestaurant({ status: 200, body: savedRestaurant() }),
    getMyRestaurantOrders(() => ({ status: 200, body: orders })),
    acceptOrder(
      ({ body }, { orderId }) =>
        new Promise<Answer>((resolve) => {
          held = (succeeds) => {
            if (!succeeds) return resolve(SERVER_ERROR);
            const { minutes } = body as { minutes: number };
            orders = orders.map((each) =>
              each._id === orderId ? kitchenAnswers.accepted(each, minutes) : each,
            );
            resolve({ status: 200, body: orders.find((each) => each._id === orderId) });
          };
        }),
    ),
  );

  return {
    /** A customer has paid: the order heads the list. */
    place(order: Order) {
      orders = [order, ...orders];
    },
    /** Accepts the page has sent. */
    sentCount: () => sentRequests().filter((request) => request.method === 'POST').length,
    isHolding: () => held !== undefined,
    answer(succeeds: boolean) {
      const answer = held;
      if (!answer) throw new Error('No Accept is waiting for an answer');
      held = undefined;
      answer(succeeds);
    },
  };
}

export type NewOrderServer = ReturnType<typeof fakeNewOrderServer>;
