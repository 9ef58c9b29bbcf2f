import type { Order } from '@contract/order';
import { Button } from '@/components/ui/button';
import { orderLineKey } from '@/components/order/choice-groups';
import { LineChoices } from '@/components/order/line-choices';
import { formatPrice } from '@/lib/money';
import { formatOrderDate } from './order-date';
import { Card, Footer, Header, Lines, Name, PlacedAt, Total } from './past-order-card.styles';

export interface PastOrderCardProps {
  order: Order;
  /** 'Order again' for this order is under way. */
  busy: boolean;
  onOrderAgain: (order: Order) => void;
}

/** One past order: where from, when, what was in it, what it cost, and a way to have it again. */
export function PastOrderCard({ order, busy, onOrderAgain }: PastOrderCardProps) {
  const { restaurant } = order;
  const nameId = `past-order-${order._id}-name`;
  const dateId = `past-order-${order._id}-date`;
  return (
    <Card>
      <Header>
        <Name id={nameId}>{restaurant.restaurantName}</Name>
        <PlacedAt id={dateId} dateTime={order.createdAt}>
          {formatOrderDate(order.createdAt)}
        </PlacedAt>
      </Header>
      <Lines aria-label={`Items ordered from ${restaurant.restaurantName}`}>
        {order.cartItems.map((item) => (
          <li key={orderLineKey(item)}>
            {item.name} x {item.quantity}
            <LineChoices choices={item.choices} />
          </li>
        ))}
      </Lines>
      <Footer>
        <Total>Total: {formatPrice(order.totalAmount)}</Total>
        <Button
          type="button"
          aria-describedby={`${nameId} ${dateId}`}
          aria-busy={busy}
          disabled={busy}
          onClick={() => onOrderAgain(order)}
        >
          Order again
        </Button>
      </Footer>
    </Card>
  );
}
