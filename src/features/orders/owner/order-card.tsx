import { useSelector } from '@xstate/react';
import type { Order } from '@contract/order';
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
import { OrderCardKitchen } from './order-card-kitchen';
import { RefundedTag } from './order-card-kitchen.styles';
import { OrderCardRefund } from './order-card-refund';
import { OrderCardRemoval } from './order-card-removal';
import { OrderCardStatus } from './order-card-status';
import { ALERT_TEXTS, KITCHEN_TEXTS, TICKET_TEXTS } from './owner-orders.texts';
import { useOwnerOrderActor } from './use-owner-order-actor';

export interface OrderCardProps {
  order: Order;
  /** A new order, waiting for the restaurant: badged. */
  isNew: boolean;
  /** The minutes Accept offers first. */
  acceptMinutes: number;
  onPrint: (order: Order) => void;
}

/** One incoming order on the owner's Orders tab; gone once removed. */
export function OrderCard({ order, isNew, acceptMinutes, onPrint }: OrderCardProps) {
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
            {/* A refunded line stays listed, struck through: the kitchen sees what not to make. */}
            {item.refunded ? (
              <s>
                {item.name} x {item.quantity}
              </s>
            ) : (
              <>
                {item.name} x {item.quantity}
              </>
            )}
            {item.refunded && <RefundedTag>{KITCHEN_TEXTS.refunded}</RefundedTag>}
            <LineChoices choices={item.choices} emphasis />
          </li>
        ))}
      </Lines>
      <OrderCardRefund order={order} />
      <OrderCardStatus actor={actor} status={order.status} />
      <OrderCardKitchen actor={actor} order={order} acceptMinutes={acceptMinutes} />
      <Actions>
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
