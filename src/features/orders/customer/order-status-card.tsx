import type { Order } from '@contract/order';
import { orderStatusInfo } from '@contract/order-status';
import { orderLineKey } from '@/components/order/choice-groups';
import { LineChoices } from '@/components/order/line-choices';
import { formatPrice } from '@/lib/money';
import { expectedBy, formatClockTime } from '@/lib/time';
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

/** One of the customer's orders: where it is, when it should arrive, what is in it. */
export function OrderStatusCard({ order }: { order: Order }) {
  const { label, progress } = orderStatusInfo(order.status);
  const { restaurant, deliveryDetails } = order;
  const titleId = `order-${order._id}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>Order Status: {label}</Title>
        <ExpectedBy>
          Expected by:{' '}
          {formatClockTime(expectedBy(order.createdAt, restaurant.estimatedDeliveryTime))}
        </ExpectedBy>
        <Progress
          value={progress}
          max={100}
          aria-label={`Progress of your order from ${restaurant.restaurantName}`}
        />
      </Header>
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
                <li key={orderLineKey(item)}>
                  {item.name} x {item.quantity}
                  <LineChoices choices={item.choices} />
                </li>
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
