import type { Order } from '@contract/order';
import { CANCELLED_STATUS, orderStateLabel, orderStatusInfo } from '@contract/order-status';
import { orderLineKey } from '@/components/order/choice-groups';
import { formatPrice } from '@/lib/money';
import { expectedClockTime } from './expected-time';
import { CustomerOrderLine, OrderOutcome } from './order-outcome';
import {
  Body,
  Card,
  Details,
  ExpectedBy,
  Header,
  Image,
  Progress,
  Title,
  Total,
} from './order-status-card.styles';

/**
 * One of the customer's orders: where it is, when it should arrive, what is in it. A cancelled
 * order arrives at no time and goes no further: it shows why, and its refund, instead.
 */
export function OrderStatusCard({ order }: { order: Order }) {
  const cancelled = order.status === CANCELLED_STATUS;
  const { restaurant, deliveryDetails } = order;
  const titleId = `order-${order._id}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>Order Status: {orderStateLabel(order.status)}</Title>
        {!cancelled && (
          <>
            <ExpectedBy>Expected by: {expectedClockTime(order)}</ExpectedBy>
            <Progress
              value={orderStatusInfo(order.status).progress}
              max={100}
              aria-label={`Progress of your order from ${restaurant.restaurantName}`}
            />
          </>
        )}
      </Header>
      <OrderOutcome order={order} />
      <Body>
        <Details>
          <section>
            <h3>Delivering to:</h3>
            <p>{deliveryDetails.name}</p>
            <p>
              {deliveryDetails.addressLine1}, {deliveryDetails.city}
            </p>
          </section>
          <section>
            <h3>Your Order from {restaurant.restaurantName}</h3>
            <ul>
              {order.cartItems.map((item) => (
                <CustomerOrderLine key={orderLineKey(item)} item={item} />
              ))}
            </ul>
          </section>
          <Total>Total: {formatPrice(order.totalAmount)}</Total>
        </Details>
        <Image
          src={restaurant.imageUrl}
          alt={restaurant.restaurantName}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
        />
      </Body>
    </Card>
  );
}
