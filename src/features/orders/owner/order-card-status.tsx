import { useId } from 'react';
import { useSelector } from '@xstate/react';
import {
  CANCELLED_LABEL,
  CANCELLED_STATUS,
  ORDER_STATUSES,
  ORDER_STATUS_INFO,
  type OrderState,
} from '@contract/order-status';
import { StatusField } from './order-card.styles';
import type { OwnerOrderActorRef } from './use-owner-order-actor';

const isOrderStatus = (value: string) => ORDER_STATUSES.find((status) => status === value);

/**
 * The status dropdown of an order card: the five labels, `status` (the cached order's, which
 * shows one being saved at once) selected. A cancelled order shows 'Cancelled', which the
 * dropdown offers for it alone, and cannot be moved; nor can an order while the kitchen's
 * controls have a form open or a call out.
 */
export function OrderCardStatus({
  actor,
  status,
}: {
  actor: OwnerOrderActorRef;
  status: OrderState;
}) {
  const id = useId();
  const cancelled = status === CANCELLED_STATUS;
  const locked = useSelector(
    actor,
    (snapshot) =>
      snapshot.hasTag('removing') || snapshot.hasTag('removed') || snapshot.hasTag('kitchen'),
  );
  return (
    <StatusField>
      <label htmlFor={id}>What is the status of this order?</label>
      <select
        id={id}
        value={status}
        disabled={locked || cancelled}
        onChange={(event) => {
          const chosen = isOrderStatus(event.target.value);
          const current = isOrderStatus(status);
          if (chosen && current) actor.send({ type: 'status.choose', status: chosen, current });
        }}
      >
        {cancelled && <option value={CANCELLED_STATUS}>{CANCELLED_LABEL}</option>}
        {ORDER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {ORDER_STATUS_INFO[value].label}
          </option>
        ))}
      </select>
    </StatusField>
  );
}
