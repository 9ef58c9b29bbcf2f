import { useSelector } from '@xstate/react';
import type { Order } from '@contract/order';
import { ACCEPTED_STATUS } from '@machines/orders/new-orders';
import { orderLineKey } from '@/components/order/choice-groups';
import { LineChoices } from '@/components/order/line-choices';
import { formatPrice } from '@/lib/money';
import { formatClockTime } from '@/lib/time';
import {
  Actions,
  Card,
  CardTop,
  CustomerName,
  Facts,
  Lines,
  NameRow,
  NewBadge,
  SmallButton,
} from './order-card.styles';
import { OrderCardRemoval } from './order-card-removal';
import { OrderCardStatus } from './order-card-status';
import { ALERT_TEXTS, TICKET_TEXTS } from './owner-orders.texts';
import { useOwnerOrderActor } from './use-owner-order-actor';

export interface OrderCardProps {
  order: Order;
  /** A new order, waiting for the restaurant: badged, with Accept. */
  isNew: boolean;
  onPrint: (order: Order) => void;
}

/** One incoming order on the owner's Orders tab; gone once removed. */
export function OrderCard({ order, isNew, onPrint }: OrderCardProps) {
  const actor = useOwnerOrderActor(order);
  const removed = useSelector(actor, (snapshot) => snapshot.hasTag('removed'));
  const { deliveryDetails } = order;
  const nameId = `owner-order-${order._id}-name`;
  if (removed) return null;
  return (
    <Card aria-labelledby={nameId}>
      <CardTop>
        <NameRow>
          <CustomerName id={nameId}>{deliveryDetails.name}</CustomerName>
          {isNew && <NewBadge>{ALERT_TEXTS.newBadge}</NewBadge>}
        </NameRow>
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
          <li key={orderLineKey(item)}>
            {item.name} x {item.quantity}
            <LineChoices choices={item.choices} emphasis />
          </li>
        ))}
      </Lines>
      <OrderCardStatus actor={actor} status={order.status} />
      <Actions>
        {isNew && (
          <SmallButton
            type="button"
            aria-label={ALERT_TEXTS.acceptLabel(deliveryDetails.name)}
            onClick={() =>
              actor.send({ type: 'status.choose', status: ACCEPTED_STATUS, current: order.status })
            }
          >
            {ALERT_TEXTS.accept}
          </SmallButton>
        )}
        <SmallButton
          type="button"
          $variant="outline"
          aria-label={TICKET_TEXTS.printLabel(deliveryDetails.name)}
          onClick={() => onPrint(order)}
        >
          {TICKET_TEXTS.print}
        </SmallButton>
      </Actions>
    </Card>
  );
}
