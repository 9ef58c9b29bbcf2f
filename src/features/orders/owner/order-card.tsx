import { useSelector } from '@xstate/react';
import type { Order } from '@contract/order';
import { formatPrice } from '@/lib/money';
import { formatClockTime } from '@/lib/time';
import { Card, CardTop, CustomerName, Facts, Lines } from './order-card.styles';
import { OrderCardRemoval } from './order-card-removal';
import { OrderCardStatus } from './order-card-status';
import { useOwnerOrderActor } from './use-owner-order-actor';

/** One incoming order on the owner's Orders tab; gone once removed. */
export function OrderCard({ order }: { order: Order }) {
  const actor = useOwnerOrderActor(order);
  const removed = useSelector(actor, (snapshot) => snapshot.hasTag('removed'));
  const { deliveryDetails } = order;
  const nameId = `owner-order-${order._id}-name`;
  if (removed) return null;
  return (
    <Card aria-labelledby={nameId}>
      <CardTop>
        <CustomerName id={nameId}>{deliveryDetails.name}</CustomerName>
        <OrderCardRemoval actor={actor} customerName={deliveryDetails.name} />
      </CardTop>
      <Facts>
        <div>
          <dt>Delivery address</dt>
          <dd>
            {deliveryDetails.addressLine1}, {deliveryDetails.city}
          </dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatClockTime(new Date(order.createdAt))}</time>
          </dd>
        </div>
        <div>
          <dt>Total Cost</dt>
          <dd>{formatPrice(order.totalAmount)}</dd>
        </div>
      </Facts>
      <Lines aria-label="Items">
        {order.cartItems.map((item) => (
          <li key={item.menuItemId}>
            {item.name} x {item.quantity}
          </li>
        ))}
      </Lines>
      <OrderCardStatus actor={actor} status={order.status} />
    </Card>
  );
}
