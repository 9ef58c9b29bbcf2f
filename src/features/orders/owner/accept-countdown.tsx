import { KITCHEN_TEXTS } from './owner-orders.texts';
import { Countdown } from './order-card-kitchen.styles';
import { useTimeLeft } from './use-time-left';

/** 'Auto-rejects in 4:12': how long the kitchen has before the server rejects a new order. */
export function AcceptCountdown({ acceptBy }: { acceptBy: string }) {
  const left = useTimeLeft(acceptBy);
  // A timer, not a live region: read out every second it would drown everything else.
  return (
    <Countdown role="timer" aria-live="off">
      {KITCHEN_TEXTS.autoRejectsIn(left)}
    </Countdown>
  );
}
