import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Step } from 'xstate/graph';
import type { BusyModeModelEvent } from '../models/busy-mode.model';
import { busyChoice, endBusyButton, pauseButton, type BusyPage } from './busy-mode-page';
import { settle } from './fake-clock';

type StepRunner = (step: Step<AnyMachineSnapshot, EventObject>) => Promise<void>;

const MINUTE_MS = 60_000;

/** Each model event done to the page. Toasts of earlier steps are cleared first. */
export function busyModeSteps(page: BusyPage): Record<BusyModeModelEvent['type'], StepRunner> {
  const { server, user } = page;
  const step =
    (run: () => Promise<unknown> | void): StepRunner =>
    async () => {
      act(() => toast.remove());
      await run();
      await settle();
    };
  const passTime = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
  return {
    'busy.start': step(() => user.click(busyChoice(20)!)),
    'server.started': step(() => server.answer('PUT', true)),
    // The pause's answer brings busy mode before the start's own answer reaches the page.
    'server.startedAnswerLate': step(async () => {
      const answerStart = await act(() => server.saveStartHoldingAnswer());
      await user.click(pauseButton()!);
      await settle();
      act(() => answerStart());
    }),
    'server.startFailed': step(() => server.answer('PUT', false)),
    'time.pass1min': step(() => passTime(MINUTE_MS)),
    // The clock moves on 59 minutes at once, as on a computer waking from sleep, then the last
    // minute runs: an hour of the order list's 5-second polls would take the path minutes.
    'time.pass60min': step(() => {
      jest.setSystemTime(Date.now() + 59 * MINUTE_MS);
      return passTime(MINUTE_MS);
    }),
    'busy.end': step(() => user.click(endBusyButton()!)),
    'server.ended': step(() => server.answer('DELETE', true)),
    'server.endFailed': step(() => server.answer('DELETE', false)),
    'elsewhere.started': step(() => {
      server.startElsewhere(20);
      return user.click(pauseButton()!);
    }),
    'elsewhere.ended': step(() => {
      server.endElsewhere();
      return user.click(pauseButton()!);
    }),
  };
}
