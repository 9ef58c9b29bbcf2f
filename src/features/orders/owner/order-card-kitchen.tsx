import { useId, useState } from 'react';
import { useSelector } from '@xstate/react';
import { ACCEPT_MINUTES, LATE_MINUTES } from '@contract/kitchen-limits';
import type { Order } from '@contract/order';
import { ACCEPTED_STATES, NEW_ORDER_STATUS } from '@machines/orders/new-orders';
import { formatClockTime } from '@/lib/time';
import { AcceptCountdown } from './accept-countdown';
import { GroupLabel, KitchenNote, KitchenRow, MinutesField } from './order-card-kitchen.styles';
import { OrderCardReasonForm } from './order-card-reason-form';
import { SmallButton } from './order-card.styles';
import { lineText } from './order-lines';
import { ALERT_TEXTS, KITCHEN_TEXTS } from './owner-orders.texts';
import type { OwnerOrderActorRef } from './use-owner-order-actor';

export interface OrderCardKitchenProps {
  actor: OwnerOrderActorRef;
  order: Order;
  /** The minutes Accept offers first (defaultAcceptMinutes). */
  acceptMinutes: number;
}

/**
 * The kitchen's answers on an order card: a new order is accepted with its minutes or rejected
 * (with the time left before the server rejects it); an accepted one runs late or is cancelled.
 * One write at a time: the controls wait while one is out.
 */
export function OrderCardKitchen({ actor, order, acceptMinutes }: OrderCardKitchenProps) {
  const idle = useSelector(actor, (snapshot) => snapshot.matches({ status: 'idle' }));
  const rejectForm = useSelector(actor, (snapshot) => snapshot.hasTag('rejectForm'));
  const rejecting = useSelector(actor, (snapshot) => snapshot.hasTag('rejecting'));
  const cancelForm = useSelector(actor, (snapshot) => snapshot.hasTag('cancelForm'));
  const cancelling = useSelector(actor, (snapshot) => snapshot.hasTag('cancelling'));
  const runningLate = useSelector(actor, (snapshot) => snapshot.hasTag('runningLate'));
  const customer = order.deliveryDetails.name;

  if (order.status === NEW_ORDER_STATUS) {
    return (
      <>
        {order.acceptBy && <AcceptCountdown acceptBy={order.acceptBy} />}
        {rejectForm ? (
          <OrderCardReasonForm
            kind="reject"
            sending={rejecting}
            onSend={(answer) => actor.send({ type: 'order.reject', ...answer })}
            onBack={() => actor.send({ type: 'form.close' })}
          />
        ) : (
          <AcceptRow actor={actor} customer={customer} enabled={idle} first={acceptMinutes} />
        )}
      </>
    );
  }
  if (!ACCEPTED_STATES.includes(order.status)) return null;
  const expectedBy = formatClockTime(new Date(order.expectedAt));
  if (cancelForm) {
    return (
      <OrderCardReasonForm
        kind="cancel"
        lines={order.cartItems
          .map((item, index) => ({ index, text: lineText(item), refunded: item.refunded }))
          .filter((line) => !line.refunded)}
        sending={cancelling}
        onSend={(answer) => actor.send({ type: 'order.cancel', ...answer })}
        onBack={() => actor.send({ type: 'form.close' })}
      />
    );
  }
  return (
    <>
      <KitchenNote>{KITCHEN_TEXTS.expectedBy(expectedBy)}</KitchenNote>
      <KitchenRow role="group" aria-label={KITCHEN_TEXTS.runningLate} aria-busy={runningLate}>
        <GroupLabel aria-hidden="true">{KITCHEN_TEXTS.runningLate}</GroupLabel>
        {LATE_MINUTES.map((minutes) => (
          <SmallButton
            key={minutes}
            type="button"
            $variant="outline"
            aria-label={KITCHEN_TEXTS.lateLabel(minutes, customer)}
            disabled={!idle}
            onClick={() => actor.send({ type: 'order.late', minutes })}
          >
            {KITCHEN_TEXTS.late(minutes)}
          </SmallButton>
        ))}
        <SmallButton
          type="button"
          $variant="outline"
          aria-label={KITCHEN_TEXTS.cancelLabel(customer)}
          disabled={!idle}
          onClick={() => actor.send({ type: 'cancel.open' })}
        >
          {KITCHEN_TEXTS.cancel}
        </SmallButton>
      </KitchenRow>
    </>
  );
}

/** 'Ready in [20 min]', Accept and Reject of a new order. */
function AcceptRow({
  actor,
  customer,
  enabled,
  first,
}: {
  actor: OwnerOrderActorRef;
  customer: string;
  enabled: boolean;
  first: number;
}) {
  const id = useId();
  // The default follows the restaurant (busy mode may start) until the owner picks.
  const [chosen, setChosen] = useState<number>();
  const minutes = chosen ?? first;
  return (
    <KitchenRow>
      <MinutesField>
        <label htmlFor={id}>{KITCHEN_TEXTS.readyIn}</label>
        <select
          id={id}
          value={minutes}
          disabled={!enabled}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {ACCEPT_MINUTES.map((choice) => (
            <option key={choice} value={choice}>
              {KITCHEN_TEXTS.minutes(choice)}
            </option>
          ))}
        </select>
      </MinutesField>
      <SmallButton
        type="button"
        aria-label={ALERT_TEXTS.acceptLabel(customer)}
        disabled={!enabled}
        onClick={() => actor.send({ type: 'order.accept', minutes })}
      >
        {ALERT_TEXTS.accept}
      </SmallButton>
      <SmallButton
        type="button"
        $variant="outline"
        aria-label={KITCHEN_TEXTS.rejectLabel(customer)}
        disabled={!enabled}
        onClick={() => actor.send({ type: 'reject.open' })}
      >
        {KITCHEN_TEXTS.reject}
      </SmallButton>
    </KitchenRow>
  );
}
