import { useSelector } from '@xstate/react';
import { activeOrderCount } from '@machines/orders/new-orders';
import { POLL_INTERVAL_MS } from '@machines/orders/order-timing';
import { useGetMyRestaurantQuery } from '@/api/my-restaurant.api';
import { selectOwnerOrders, useGetMyRestaurantOrdersQuery } from '@/api/order.api';
import { isNotFound } from '@/api/restaurant.api';
import { usePushOptIn } from '../push/use-push-opt-in';
import { BusyMode } from './busy-mode';
import { defaultAcceptMinutes } from './accept-minutes';
import { KitchenTicket } from './kitchen-ticket';
import { OrderAlerts } from './order-alerts';
import { OrderCard } from './order-card';
import { OrdersPause } from './orders-pause';
import { ErrorText, Heading, Note, OrderList, Toolbar } from './orders-tab.styles';
import { useKitchenTicket } from './use-kitchen-ticket';
import { useNewOrderAlert } from './use-new-order-alert';

export const FETCH_OWNER_ORDERS_FAILED = 'Failed to fetch orders';

/**
 * The Orders tab of /manage-restaurant: the restaurant's active orders, polled; the new-order
 * alert, the pause of new orders and each order's kitchen ticket.
 */
export function OrdersTab() {
  const { data, error, isLoading } = useGetMyRestaurantOrdersQuery(undefined, {
    pollingInterval: POLL_INTERVAL_MS,
  });
  const { data: restaurant } = useGetMyRestaurantQuery();
  const orders = data && selectOwnerOrders(data);
  const push = usePushOptIn('owner-alerts');
  // The permission 'Enable alerts' obtained also subscribes this device to the alerts by push.
  const alert = useNewOrderAlert(orders, () => push.send({ type: 'push.enable' }));
  const waitingIds = useSelector(alert, (snapshot) => snapshot.context.waitingIds);
  const ticket = useKitchenTicket();

  if (isLoading) return <p role="status">Loading...</p>;
  // No restaurant yet (404): nothing has failed, there is just nothing to order from.
  if (!orders && isNotFound(error)) {
    return (
      <Note>Once your restaurant is set up under Manage Restaurant, its orders show here.</Note>
    );
  }
  if (!orders) return <ErrorText role="alert">{FETCH_OWNER_ORDERS_FAILED}</ErrorText>;
  return (
    <>
      <Toolbar>
        <OrderAlerts actor={alert} push={push} />
        {restaurant && <OrdersPause restaurant={restaurant} />}
        {restaurant && <BusyMode restaurant={restaurant} />}
      </Toolbar>
      <Heading>{activeOrderCount(orders)} active orders</Heading>
      {error && <ErrorText role="alert">{FETCH_OWNER_ORDERS_FAILED}</ErrorText>}
      {orders.length === 0 && <Note>Orders placed with your restaurant will show here.</Note>}
      <OrderList>
        {orders.map((order) => (
          <OrderCard
            key={order._id}
            order={order}
            isNew={waitingIds.includes(order._id)}
            acceptMinutes={defaultAcceptMinutes(restaurant)}
            onPrint={ticket.print}
          />
        ))}
      </OrderList>
      {ticket.order && <KitchenTicket order={ticket.order} />}
    </>
  );
}
