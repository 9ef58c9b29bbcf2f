import { useId, useState } from 'react';
import { useSelector } from '@xstate/react';
import { PAUSE_CHOICES } from '@contract/opening-hours';
import type { Restaurant } from '@contract/restaurant';
import { selectMinutesLeft } from '@machines/orders/orders-pause.machine';
import { Button } from '@/components/ui/button';
import { PAUSE_TEXTS } from './owner-orders.texts';
import { ControlGroup, PauseChoice, PauseState } from './orders-tab.styles';
import { useOrdersPause } from './use-orders-pause';

const CHOICES = [...PAUSE_CHOICES, null] as const;
type Choice = (typeof CHOICES)[number];
// A select's value is text: 'until' stands for a pause until resumed.
const UNTIL_RESUMED = 'until';
const choiceOf = (value: string): Choice =>
  CHOICES.find((choice) => String(choice ?? UNTIL_RESUMED) === value) ?? null;

/** 'Pause new orders' for a while or until resumed, and 'Resume' with the time left. */
export function OrdersPause({ restaurant }: { restaurant: Restaurant }) {
  const actor = useOrdersPause(restaurant);
  const paused = useSelector(actor, (snapshot) => snapshot.hasTag('paused'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const minutesLeft = useSelector(actor, selectMinutesLeft);
  const [choice, setChoice] = useState<Choice>(CHOICES[0]);
  const id = useId();

  return (
    <ControlGroup role="group" aria-label={PAUSE_TEXTS.group}>
      {paused ? (
        <>
          <PauseState role="status">
            {minutesLeft === null ? PAUSE_TEXTS.untilResumed : PAUSE_TEXTS.minutesLeft(minutesLeft)}
          </PauseState>
          <Button
            type="button"
            $variant="outline"
            aria-busy={busy}
            disabled={busy}
            onClick={() => actor.send({ type: 'pause.resume' })}
          >
            {PAUSE_TEXTS.resume}
          </Button>
        </>
      ) : (
        <>
          <PauseChoice>
            <label htmlFor={id}>{PAUSE_TEXTS.choiceLabel}</label>
            <select
              id={id}
              value={String(choice ?? UNTIL_RESUMED)}
              disabled={busy}
              onChange={(event) => setChoice(choiceOf(event.target.value))}
            >
              {CHOICES.map((value) => (
                <option key={String(value)} value={String(value ?? UNTIL_RESUMED)}>
                  {PAUSE_TEXTS.choice(value)}
                </option>
              ))}
            </select>
          </PauseChoice>
          <Button
            type="button"
            $variant="outline"
            aria-busy={busy}
            disabled={busy}
            onClick={() => actor.send({ type: 'pause.choose', minutes: choice })}
          >
            {PAUSE_TEXTS.pause}
          </Button>
        </>
      )}
    </ControlGroup>
  );
}
