import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import { POLL_INTERVAL_MS } from '@machines/orders/order-timing';
import { useGetMyOrdersQuery } from '@/api/order.api';
import { PageHeading } from '@/components/ui/page-heading';
import { usePushOptIn } from '../push/use-push-opt-in';
import { OrderStatusCard } from './order-status-card';
import { LAST_SEEN_TEXTS } from './order-status.texts';
import { OrderUpdatesOptIn } from './order-updates-opt-in';
import { PastOrdersSection } from './past-orders/past-orders-section';
import {
  Confirmation,
  ErrorText,
  LastSeenNote,
  OrderList,
  StatusText,
} from './order-status-page.styles';
import { useDeliveredOrdersActor } from './use-delivered-orders-actor';
import { useExpectedTimeToasts } from './use-expected-time-toasts';
import { useLastSeenOrders } from './use-last-seen-orders';
import { useOnline } from '@/lib/use-online';

export const FETCH_ORDERS_FAILED = 'Failed to get orders';
export const PAYMENT_CONFIRMED =
  'Thank you! Your payment went through and your order has been sent to the restaurant.';

/** A request that never reached the API (no network): not the API's failure. */
const isUnsent = (error: FetchBaseQueryError | SerializedError | undefined) =>
  Boolean(error && 'status' in error && error.status === 'FETCH_ERROR');

function Orders() {
  const {
    data: fetched,
    isLoading,
    isError,
    error,
    fulfilledTimeStamp,
    refetch,
  } = useGetMyOrdersQuery(undefined, {
    pollingInterval: POLL_INTERVAL_MS,
  });
  const online = useOnline();
  const unreachable = !online || isUnsent(error);
  const lastSeen = useLastSeenOrders(fetched, fulfilledTimeStamp, unreachable);
  // Without the network the page shows the list as it last saw it, and says so.
  const orders = lastSeen?.orders ?? fetched;
  const hiddenIds = useDeliveredOrdersActor(fetched, refetch);
  useExpectedTimeToasts(fetched);
  const push = usePushOptIn('order-updates');
  const shown = (orders ?? []).filter((order) => !hiddenIds.includes(order._id));

  if (unreachable && !orders) {
    return <StatusText role="status">{LAST_SEEN_TEXTS.noneSeen(!online)}</StatusText>;
  }
  if (isLoading && !lastSeen) return <StatusText role="status">Loading...</StatusText>;
  return (
    <>
      {unreachable && lastSeen && (
        <LastSeenNote role="status">
          {LAST_SEEN_TEXTS.lastSeen(!online, new Date(lastSeen.seenAt))}
        </LastSeenNote>
      )}
      {isError && !unreachable && <ErrorText role="alert">{FETCH_ORDERS_FAILED}</ErrorText>}
      {orders && shown.length === 0 && <StatusText role="status">No orders found</StatusText>}
      {!unreachable && shown.length > 0 && <OrderUpdatesOptIn push={push} />}
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
