import { waitFor } from '@testing-library/react';
import type { Order } from '@contract/order';
import { orderApi, selectOwnerOrders } from '@/api/order.api';
import { makeStore } from '@/store/store';
import { anOrder } from '../features/orders/order-fixtures';
import { deferredAnswer } from '../msw/answer';
import {
  changed,
  getMyOrders,
  getMyRestaurantOrders,
  removeOrder,
  updateOrderStatus,
} from '../msw/handlers/order';
import { serveOrderEvents } from '../msw/handlers/order-events';
import { API, routesSent, server } from '../msw/server';

const ADA = anOrder({ _id: 'order-1', status: 'paid' });
const BOB = anOrder({ _id: 'order-2', status: 'inProgress' });

const liveStore = (liveOrders = true) =>
  makeStore({ apiBaseUrl: API, getAccessToken: () => Promise.resolve('token'), liveOrders });

/** Drops the cache, which ends its streams (an unused list would keep its own for minutes). */
const stopFollowing = (store: ReturnType<typeof liveStore>) =>
  store.dispatch(orderApi.util.resetApiState());

/** The customer's list, fetched and kept in use, with its stream served by the test. */
async function followMyOrders(orders: Order[], liveOrders = true) {
  const events = serveOrderEvents('/api/order/events');
  server.use(getMyOrders({ status: 200, body: orders }), events.handler);
  const store = liveStore(liveOrders);
  await store.dispatch(orderApi.endpoints.getMyOrders.initiate());
  const cached = () => orderApi.endpoints.getMyOrders.select()(store.getState()).data;
  return { store, cached, connections: events.connections };
}

describe('order lists follow their server-sent events', () => {
  it("apply a pushed change to the customer's cached list, with the bearer token", async () => {
    const { store, cached, connections } = await followMyOrders([ADA, BOB]);
    await waitFor(() => expect(connections).toHaveLength(1));
    expect(connections[0].authorization).toBe('Bearer token');
    expect(connections[0].lastEventId).toBeNull();

    const cooking = changed(ADA, { status: 'inProgress' });
    connections[0].sendOrder(cooking);
    await waitFor(() => expect(cached()).toEqual([cooking, BOB]));

    // A copy older than the cached one (an event overtaken by a poll) changes nothing.
    connections[0].sendOrder(ADA);
    const newOrder = anOrder({ _id: 'order-3', status: 'paid' });
    connections[0].sendOrder(newOrder);
    await waitFor(() => expect(cached()).toEqual([newOrder, cooking, BOB]));
    stopFollowing(store);
  });

  it("put a new paid order first in the owner's list and take a removed one out", async () => {
    const events = serveOrderEvents('/api/my/restaurant/order/events');
    server.use(getMyRestaurantOrders({ status: 200, body: [ADA, BOB] }), events.handler);
    const store = liveStore();
    await store.dispatch(orderApi.endpoints.getMyRestaurantOrders.initiate());
    const cached = () =>
      selectOwnerOrders(orderApi.endpoints.getMyRestaurantOrders.select()(store.getState()).data!);
    await waitFor(() => expect(events.connections).toHaveLength(1));

    const arrived = anOrder({ _id: 'order-3', status: 'paid' });
    events.connections[0].sendOrder(arrived);
    await waitFor(() => expect(cached()).toEqual([arrived, ADA, BOB]));
    events.connections[0].sendRemoved(BOB._id);
    await waitFor(() => expect(cached()).toEqual([arrived, ADA]));
    stopFollowing(store);
  });

  it("keep an order the owner is removing until the removal's own answer, then drop it", async () => {
    const events = serveOrderEvents('/api/my/restaurant/order/events');
    const removal = deferredAnswer();
    let listed = [ADA, BOB];
    server.use(
      getMyRestaurantOrders(() => ({ status: 200, body: listed })),
      removeOrder(removal.reply),
      events.handler,
    );
    const store = liveStore();
    const list = store.dispatch(orderApi.endpoints.getMyRestaurantOrders.initiate());
    await list;
    const cached = () =>
      selectOwnerOrders(orderApi.endpoints.getMyRestaurantOrders.select()(store.getState()).data!);
    await waitFor(() => expect(events.connections).toHaveLength(1));

    const removing = store.dispatch(orderApi.endpoints.removeOrder.initiate(BOB._id));
    await waitFor(() =>
      expect(routesSent()).toContain(`DELETE /api/my/restaurant/order/${BOB._id}`),
    );
    // The stream tells of the removal before the DELETE answers: the card stays to say it worked.
    events.connections[0].sendRemoved(BOB._id);
    const arrived = anOrder({ _id: 'order-3', status: 'paid' });
    events.connections[0].sendOrder(arrived);
    await waitFor(() => expect(cached()).toEqual([arrived, ADA, BOB]));

    listed = [arrived, ADA];
    removal.answer({ status: 200, body: { message: 'Order removed' } });
    await removing.unwrap();
    await waitFor(() => expect(cached()).toEqual([arrived, ADA]));
    list.unsubscribe();
    stopFollowing(store);
  });

  it('reconnect when the stream ends, resuming after the last event they saw', async () => {
    const { store, cached, connections } = await followMyOrders([ADA]);
    await waitFor(() => expect(connections).toHaveLength(1));
    const cooking = changed(ADA, { status: 'inProgress' });
    connections[0].sendOrder(cooking);
    await waitFor(() => expect(cached()).toEqual([cooking]));

    connections[0].end();
    await waitFor(() => expect(connections).toHaveLength(2), { timeout: 5000 });
    expect(connections[1].lastEventId).toBe(cooking.updatedAt);
    const delivered = changed(cooking, { status: 'delivered' });
    connections[1].sendOrder(delivered);
    await waitFor(() => expect(cached()).toEqual([delivered]));
    stopFollowing(store);
  });

  it('stay with polling alone when the store is not made for live orders', async () => {
    await followMyOrders([ADA], false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(routesSent()).toEqual(['GET /api/order']);
  });
});

describe("the owner's own status change on a list that follows its stream", () => {
  /** The owner's list, fetched and kept in use, with its stream served by the test. */
  async function followOwnerOrders() {
    const events = serveOrderEvents('/api/my/restaurant/order/events');
    server.use(getMyRestaurantOrders({ status: 200, body: [ADA, BOB] }), events.handler);
    const store = liveStore();
    const list = store.dispatch(orderApi.endpoints.getMyRestaurantOrders.initiate());
    await list;
    await waitFor(() => expect(events.connections).toHaveLength(1));
    const cachedAda = () =>
      orderApi.endpoints.getMyRestaurantOrders.select()(store.getState()).data!.entities[ADA._id];
    const stop = () => {
      list.unsubscribe();
      stopFollowing(store);
    };
    return { store, stream: events.connections[0], cachedAda, stop };
  }

  const SAVED = changed(ADA, { status: 'inProgress' });
  const LIST = 'GET /api/my/restaurant/order';
  const ARRIVED = anOrder({ _id: 'order-3', status: 'paid' });

  it('is written by the answer; the same copy pushed after it writes nothing', async () => {
    const { store, stream, cachedAda, stop } = await followOwnerOrders();
    server.use(updateOrderStatus({ status: 200, body: SAVED }));
    await store.dispatch(
      orderApi.endpoints.updateOrderStatus.initiate({ orderId: ADA._id, status: 'inProgress' }),
    );
    const answered = cachedAda();
    expect(answered).toEqual(SAVED);
    // The list fetched again after the save brings ADA's older copy and leaves the saved one.
    await waitFor(() => expect(routesSent().filter((route) => route === LIST)).toHaveLength(2));
    await Promise.all(store.dispatch(orderApi.util.getRunningQueriesThunk()));
    expect(cachedAda()).toBe(answered);

    stream.sendOrder(SAVED);
    // An event after it shows that the stream has been read up to here.
    stream.sendOrder(ARRIVED);
    await waitFor(() =>
      expect(
        orderApi.endpoints.getMyRestaurantOrders.select()(store.getState()).data!.ids,
      ).toContain(ARRIVED._id),
    );
    expect(cachedAda()).toBe(answered);
    stop();
  });

  it('is written by the pushed copy when that comes first; the answer then writes nothing', async () => {
    const { store, stream, cachedAda, stop } = await followOwnerOrders();
    const patch = deferredAnswer();
    server.use(updateOrderStatus(patch.reply));
    const saving = store.dispatch(
      orderApi.endpoints.updateOrderStatus.initiate({ orderId: ADA._id, status: 'inProgress' }),
    );
    await waitFor(() =>
      expect(routesSent()).toContain(`PATCH /api/my/restaurant/order/${ADA._id}/status`),
    );

    stream.sendOrder(SAVED);
    await waitFor(() => expect(cachedAda()).toEqual(SAVED));
    const pushed = cachedAda();
    patch.answer({ status: 200, body: SAVED });
    await saving;
    expect(cachedAda()).toBe(pushed);
    stop();
  });

  it('keeps no page state in the cached list while an order is being removed', async () => {
    const { store, stop } = await followOwnerOrders();
    const removal = deferredAnswer();
    server.use(removeOrder(removal.reply));
    const removing = store.dispatch(orderApi.endpoints.removeOrder.initiate(BOB._id));
    await waitFor(() =>
      expect(routesSent()).toContain(`DELETE /api/my/restaurant/order/${BOB._id}`),
    );
    const cached = orderApi.endpoints.getMyRestaurantOrders.select()(store.getState()).data!;
    expect(Object.keys(cached).sort()).toEqual(['entities', 'ids']);
    removal.answer({ status: 200, body: { message: 'Order removed' } });
    await removing;
    stop();
  });
});
