import type { Order } from '@contract/order';
import type { OrderStatus } from '@contract/order-status';
import type { CancelOrderPayload, RejectOrderPayload } from '@contract/kitchen';
import type { Answer, Reply } from '../../src/msw/answer';
import {
  acceptOrder,
  cancelOrder,
  kitchenAnswers,
  lateOrder,
  rejectOrder,
} from '../../src/msw/handlers/kitchen';
import {
  changed,
  getMyRestaurantOrders,
  removeOrder,
  updateOrderStatus,
} from '../../src/msw/handlers/order';
import { getMyRestaurant } from '../../src/msw/handlers/restaurant';
import { sentRequests, server } from '../../src/msw/server';
import { savedRestaurant } from '../../src/features/restaurant/restaurant-fixtures';
import { createHeldWriteSlot, untilAnswered } from './held-write';
import type { OrderWrite } from './owner-order-expected';

const SERVER_ERROR: Answer = { status: 500, body: { message: 'Internal Server Error' } };

/**
 * The owner's API on the test network, for a restaurant with one order. Reads are answered at
 * once, unless the test holds them; a status change, a kitchen's answer (POST) or a deletion
 * waits until the test has the server answer it, so the page can be looked at while the request
 * is out.
 */
export function fakeOwnerOrderServer(order: Order) {
  let orders = [order];
  const writes = createHeldWriteSlot<OrderWrite>();
  const hold = async (method: OrderWrite, apply: () => Answer): Promise<Answer> =>
    (await untilAnswered(writes, method)) ? apply() : SERVER_ERROR;
  // While set, the list is answered once it is let go: the page can be seen before it comes.
  let readsHeld: Promise<void> | undefined;
  let letReadsGo = () => undefined as void;

  server.use(
    getMyRestaurant({ status: 200, body: savedRestaurant() }),
    getMyRestaurantOrders(async () => {
      await readsHeld;
      return { status: 200, body: orders };
    }),
    updateOrderStatus(({ body }) =>
      hold('PATCH', () => {
        const { status } = body as { status: OrderStatus };
        orders = orders.map((each) => changed(each, { status }));
        return { status: 200, body: orders[0] };
      }),
    ),
    ...kitchenRoutes(
      (change) =>
        ({ body }) =>
          hold('POST', () => {
            orders = orders.map((each) => change(each, body));
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
    sentCount: (method: OrderWrite) =>
      sentRequests().filter((request) => request.method === method).length,
    heldWrite: writes.heldWrite,
    answer: writes.answer,
    /** Holds the answers to the list's fetches until `releaseReads`. */
    holdReads: () => {
      readsHeld = new Promise((resolve) => {
        letReadsGo = resolve;
      });
    },
    /** The order changed elsewhere (another owner's page): the next read brings it. */
    changeElsewhere: (status: OrderStatus) => {
      orders = orders.map((each) => changed(each, { status }));
    },
    releaseReads: () => {
      readsHeld = undefined;
      letReadsGo();
    },
  };
}

type Change = (order: Order, body: unknown) => Order;

/** The kitchen's four routes, each answering as `reply` makes of the change it makes. */
const kitchenRoutes = (reply: (change: Change) => Reply) => [
  acceptOrder(reply((order, body) => kitchenAnswers.accepted(order, minutesOf(body)))),
  lateOrder(reply((order, body) => kitchenAnswers.late(order, minutesOf(body)))),
  rejectOrder(reply((order, body) => kitchenAnswers.rejected(order, body as RejectOrderPayload))),
  cancelOrder(reply((order, body) => kitchenAnswers.cancelled(order, body as CancelOrderPayload))),
];

const minutesOf = (body: unknown) => (body as { minutes: number }).minutes;

export type OwnerOrderServer = ReturnType<typeof fakeOwnerOrderServer>;
