import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Step } from 'xstate/graph';
import type { OrdersPauseModelEvent } from '../models/orders-pause.model';
import { settle } from './fake-clock';
import {
  busyButton,
  pauseButton,
  pauseChoice,
  resumeButton,
  type PausePage,
} from './orders-pause-page';

type StepRunner = (step: Step<AnyMachineSnapshot, EventObject>) => Promise<void>;

const MINUTE_MS = 60_000;

/** Each model event done to the page. Toasts of earlier steps are cleared first. */
export function ordersPauseSteps(
  page: PausePage,
): Record<OrdersPauseModelEvent['type'], StepRunner> {
  const { server, user } = page;
  const step =
    (run: (event: OrdersPauseModelEvent) => Promise<unknown> | void): StepRunner =>
    async ({ event }) => {
      act(() => toast.remove());
      await run(event as OrdersPauseModelEvent);
      await settle();
    };
  const passTime = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
  return {
    'pause.choose': step(async (event) => {
      if (event.type !== 'pause.choose') throw new Error(`Not a pause: ${event.type}`);
      const label = event.minutes === null ? 'Until I resume' : `${event.minutes} minutes`;
      await user.selectOptions(pauseChoice()!, label);
      await user.click(pauseButton()!);
    }),
    'server.paused': step(() => server.answer('PUT', true)),
    'server.pauseFailed': step(() => server.answer('PUT', false)),
    'time.pass1min': step(() => passTime(MINUTE_MS)),
    'time.pass15min': step(() => passTime(15 * MINUTE_MS)),
    'pause.resume': step(() => user.click(resumeButton()!)),
    'server.resumed': step(() => server.answer('DELETE', true)),
    'server.resumeFailed': step(() => server.answer('DELETE', false)),
    'elsewhere.paused': step(() => {
      server.pauseElsewhere();
      return user.click(busyButton()!);
    }),
    'elsewhere.resumed': step(() => {
      server.resumeElsewhere();
      return user.click(busyButton()!);
    }),
  };
}
