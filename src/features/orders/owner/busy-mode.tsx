import { useSelector } from '@xstate/react';
import { BUSY_MINUTES } from '@contract/kitchen-limits';
import type { Restaurant } from '@contract/restaurant';
import { selectBusyMinutes, selectMinutesLeft } from '@machines/orders/busy-mode.machine';
import { Button } from '@/components/ui/button';
import { BusyNote, BusyState } from './busy-mode.styles';
import { BUSY_TEXTS } from './busy-mode.texts';
import { ControlGroup } from './orders-tab.styles';
import { useBusyMode } from './busy-mode-actor';

/**
 * 'Busy: +10 / +20 / +30 min for the next hour', and while busy its minutes, the time left and
 * 'End busy'. Customers see the delivery time plus those minutes; the owner's saved time stays.
 */
export function BusyMode({ restaurant }: { restaurant: Restaurant }) {
  const actor = useBusyMode(restaurant);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const minutes = useSelector(actor, selectBusyMinutes);
  const minutesLeft = useSelector(actor, selectMinutesLeft);

  return (
    <ControlGroup role="group" aria-label={BUSY_TEXTS.group}>
      {busy ? (
        <>
          <BusyState role="status">{BUSY_TEXTS.state(minutes, minutesLeft)}</BusyState>
          <Button
            type="button"
            $variant="outline"
            aria-busy={saving}
            disabled={saving}
            onClick={() => actor.send({ type: 'busy.end' })}
          >
            {BUSY_TEXTS.end}
          </Button>
        </>
      ) : (
        <>
          <BusyNote aria-hidden>{BUSY_TEXTS.label}</BusyNote>
          {BUSY_MINUTES.map((choice) => (
            <Button
              key={choice}
              type="button"
              $variant="outline"
              aria-label={BUSY_TEXTS.choiceLabel(choice)}
              aria-busy={saving}
              disabled={saving}
              onClick={() => actor.send({ type: 'busy.start', minutes: choice })}
            >
              {BUSY_TEXTS.choice(choice)}
            </Button>
          ))}
          <BusyNote aria-hidden>{BUSY_TEXTS.forHowLong}</BusyNote>
        </>
      )}
    </ControlGroup>
  );
}
