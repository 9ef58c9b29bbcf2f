import type { Order } from '@contract/order';
import { orderApi, selectOwnerOrders } from '@/api/order.api';
import { makeStore } from '@/store/store';
import { anOrder } from '../features/orders/order-fixtures';
import { deferredAnswer, type Answer } from '../msw/answer';
import { changed, getMyRestaurantOrders, updateOrderStatus } from '../msw/handlers/order';
import { API, server } from '../msw/server';

const ADA = anOrder({ _id: 'order-1', status: 'paid' });
const BOB = anOrder({ _id: 'order-2', status: 'inProgress' });

/** A store holding the owner's list as the server first answers it. */
async function storeWithOrders(orders: Order[]) {
  let list: Answer = { status: 200, body: orders };
  server.use(getMyRestaurantOrders(() => list));
  const store = makeStore({ apiBaseUrl: API, getAccessToken: () => Promise.resolve('token') });
  const fetchList = () =>
    store.dispatch(
      orderApi.endpoints.getMyRestaurantOrders.initiate(undefined, { forceRefetch: true }),
    );
  await fetchList();
  return {
    store,
    /** The server's next answers to the list. */
    answerListWith(answer: Answer) {
      list = answer;
    },
    fetchList,
    cached: () =>
      selectOwnerOrders(orderApi.endpoints.getMyRestaurantOrders.select()(store.getState()).data!),
  };
}

describe("the owner's orders in the cache", () => {
  it('show a new status at once, then the copy the server saved', async () => {
    const { store, cached } = await storeWithOrders([ADA, BOB]);
    const patch = deferredAnswer();
    server.use(updateOrderStatus(patch.reply));

    const saving = store.dispatch(
      orderApi.endpoints.updateOrderStatus.initiate({ orderId: 'order-1', status: 'delivered' }),
    );
    expect(cached().map((order) => order.status)).toEqual(['delivered', 'inProgress']);

    const saved = changed(ADA, { status: 'delivered' });
    patch.answer({ status: 200, body: saved });
    await saving;
    expect(cached()).toEqual([saved, BOB]);
  });

  it('put the old copy back when the change fails', async () => {
    const { store, cached } = await storeWithOrders([ADA, BOB]);
    server.use(updateOrderStatus({ status: 500, body: { message: 'Internal Server Error' } }));
    await store.dispatch(
      orderApi.endpoints.updateOrderStatus.initiate({ orderId: 'order-1', status: 'delivered' }),
    );
    expect(cached()).toEqual([ADA, BOB]);
  });

  it('keep a saved copy when a fetch brings an older one, and take a newer one', async () => {
    const { store, cached, answerListWith, fetchList } = await storeWithOrders([ADA, BOB]);
    const saved = changed(ADA, { status: 'delivered' });
    server.use(updateOrderStatus({ status: 200, body: saved }));
    await store.dispatch(
      orderApi.endpoints.updateOrderStatus.initiate({ orderId: 'order-1', status: 'delivered' }),
    );

    answerListWith({ status: 200, body: [ADA, BOB] });
    await fetchList();
    expect(cached()).toEqual([saved, BOB]);

    const movedOn = changed(saved, { status: 'outForDelivery' });
    const newcomer = anOrder({ _id: 'order-3' });
    answerListWith({ status: 200, body: [newcomer, movedOn] });
    await fetchList();
    expect(cached()).toEqual([newcomer, movedOn]);
  });
});
