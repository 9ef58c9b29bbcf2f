import type { Order } from '@contract/order';
import { CANCELLED_LABEL, CANCELLED_STATUS } from '@contract/order-status';
import { Button } from '@/components/ui/button';
import { orderLineKey } from '@/components/order/choice-groups';
import { formatPrice } from '@/lib/money';
import { CustomerOrderLine, OrderOutcome } from '../order-outcome';
import { formatOrderDate } from './order-date';
import {
  Card,
  Footer,
  Header,
  Lines,
  Name,
  PlacedAt,
  Status,
  Total,
} from './past-order-card.styles';

export interface PastOrderCardProps {
  order: Order;
  /** 'Order again' for this order is under way. */
  busy: boolean;
  onOrderAgain: (order: Order) => void;
}

/**
 * One past order: where from, when, what was in it, what it cost, and a way to have it again. A
 * cancelled one says so, with why and its refund; it can be ordered again all the same (the menu
 * of the day decides what goes in the cart).
 */
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
        {order.status === CANCELLED_STATUS && <Status>{CANCELLED_LABEL}</Status>}
      </Header>
      <Lines aria-label={`Items ordered from ${restaurant.restaurantName}`}>
        {order.cartItems.map((item) => (
          <CustomerOrderLine key={orderLineKey(item)} item={item} />
        ))}
      </Lines>
      <OrderOutcome order={order} />
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
