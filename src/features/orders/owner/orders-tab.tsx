import styled from 'styled-components';
import { POLL_INTERVAL_MS } from '@machines/orders/order-timing';
import { selectOwnerOrders, useGetMyRestaurantOrdersQuery } from '@/api/order.api';
import { isNotFound } from '@/api/restaurant.api';
import { OrderCard } from './order-card';

export const FETCH_OWNER_ORDERS_FAILED = 'Failed to fetch orders';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const OrderList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.dangerStrong};
  font-weight: 600;
`;

/** The Orders tab of /manage-restaurant: the restaurant's active orders, polled. */
export function OrdersTab() {
  const { data, error, isLoading } = useGetMyRestaurantOrdersQuery(undefined, {
    pollingInterval: POLL_INTERVAL_MS,
  });
  const orders = data && selectOwnerOrders(data);

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
      <Heading>{orders.length} active orders</Heading>
      {error && <ErrorText role="alert">{FETCH_OWNER_ORDERS_FAILED}</ErrorText>}
      {orders.length === 0 && <Note>Orders placed with your restaurant will show here.</Note>}
      <OrderList>
        {orders.map((order) => (
          <OrderCard key={order._id} order={order} />
        ))}
      </OrderList>
    </>
  );
}
