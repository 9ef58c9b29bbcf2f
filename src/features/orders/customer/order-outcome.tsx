import type { Order, OrderItem } from '@contract/order';
import { LineChoices } from '@/components/order/line-choices';
import { Outcome, RefundedMark } from './order-outcome.styles';
import { cancellationText, refundText } from './refund-text';

/** A line of the customer's order; one the kitchen cancelled and refunded says so. */
export function CustomerOrderLine({ item }: { item: OrderItem }) {
  return (
    <li>
      {item.name} x {item.quantity}
      {item.refunded && <RefundedMark> (refunded)</RefundedMark>}
      <LineChoices choices={item.choices} />
    </li>
  );
}

/**
 * Why the kitchen cancelled the order and what came back of it: nothing for an order neither
 * cancelled nor refunded. A partial refund (some lines, the order going on) shows only its refund.
 */
export function OrderOutcome({ order }: { order: Pick<Order, 'cancellation' | 'refund'> }) {
  const { cancellation, refund } = order;
  if (!cancellation && !refund) return null;
  return (
    <Outcome>
      {cancellation && <p>{cancellationText(cancellation)}</p>}
      {refund && <p>{refundText(refund)}</p>}
    </Outcome>
  );
}
