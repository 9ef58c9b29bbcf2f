import { useSearchParams } from 'react-router-dom';
import { POLL_INTERVAL_MS } from '@machines/orders/order-timing';
import { useGetMyOrdersQuery } from '@/api/order.api';
import { PageHeading } from '@/components/ui/page-heading';
import { OrderStatusCard } from './order-status-card';
import { PastOrdersSection } from './past-orders/past-orders-section';
import { Confirmation, ErrorText, OrderList, StatusText } from './order-status-page.styles';
import { useDeliveredOrdersActor } from './use-delivered-orders-actor';
import { useExpectedTimeToasts } from './use-expected-time-toasts';

export const FETCH_ORDERS_FAILED = 'Failed to get orders';
export const PAYMENT_CONFIRMED =
  'Thank you! Your payment went through and your order has been sent to the restaurant.';

function Orders() {
  const {
    data: orders,
    isLoading,
    isError,
    refetch,
  } = useGetMyOrdersQuery(undefined, {
    pollingInterval: POLL_INTERVAL_MS,
  });
  const hiddenIds = useDeliveredOrdersActor(orders, refetch);
  useExpectedTimeToasts(orders);
  const shown = (orders ?? []).filter((order) => !hiddenIds.includes(order._id));

  if (isLoading) return <StatusText role="status">Loading...</StatusText>;
  return (
    <>
      {isError && <ErrorText role="alert">{FETCH_ORDERS_FAILED}</ErrorText>}
      {orders && shown.length === 0 && <StatusText role="status">No orders found</StatusText>}
      <OrderList>
        {shown.map((order) => (
          <OrderStatusCard key={order._id} order={order} />
        ))}
      </OrderList>
    </>
  );
}

/** /order-status: the customer's orders, fetched again every 5 s. */
export default function OrderStatusPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHeading>Order Status</PageHeading>
      {params.get('success') === 'true' && (
        <Confirmation role="status">{PAYMENT_CONFIRMED}</Confirmation>
      )}
      <Orders />
      <PastOrdersSection />
    </>
  );
}
