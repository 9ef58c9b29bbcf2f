import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { ORDER_STATUSES, ORDER_STATUS_INFO, type OrderStatus } from '@contract/order-status';
import { StatusField } from './order-card.styles';
import type { OwnerOrderActorRef } from './use-owner-order-actor';

const isOrderStatus = (value: string) => ORDER_STATUSES.find((status) => status === value);

/**
 * The status dropdown of an order card: the five labels, `status` (the cached order's, which
 * shows one being saved at once) selected.
 */
export function OrderCardStatus({
  actor,
  status,
}: {
  actor: OwnerOrderActorRef;
  status: OrderStatus;
}) {
  const id = useId();
  const locked = useSelector(
    actor,
    (snapshot) => snapshot.hasTag('removing') || snapshot.hasTag('removed'),
  );
  return (
    <StatusField>
      <label htmlFor={id}>What is the status of this order?</label>
      <select
        id={id}
        value={status}
        disabled={locked}
        onChange={(event) => {
          const chosen = isOrderStatus(event.target.value);
          if (chosen) actor.send({ type: 'status.choose', status: chosen, current: status });
        }}
      >
        {ORDER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {ORDER_STATUS_INFO[value].label}
          </option>
        ))}
      </select>
    </StatusField>
  );
}
