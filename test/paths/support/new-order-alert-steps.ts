import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Step } from 'xstate/graph';
import { CHIME_REPEAT_MS, POLL_INTERVAL_MS } from '@machines/orders/order-timing';
import {
  NEW_ORDERS,
  type NewOrderAlertModelContext,
  type NewOrderAlertModelEvent,
} from '../models/new-order-alert.model';
import { settle } from './fake-clock';
import {
  acceptButtons,
  enableButton,
  muteSwitch,
  paidNow,
  type AlertsPage,
} from './new-order-alert-page';

type StepRunner = (step: Step<AnyMachineSnapshot, EventObject>) => Promise<void>;

/**
 * Each model event done to the page: what the owner does, in the page or the browser, the server
 * answering, customers paying, time passing. Toasts of earlier steps are cleared and the step is
 * marked first, so that a state sees only what its own step brought.
 */
export function newOrderAlertSteps(
  page: AlertsPage,
): Record<NewOrderAlertModelEvent['type'], StepRunner> {
  const { server, browser, user } = page;
  const step =
    (run: (state: AnyMachineSnapshot) => Promise<unknown> | void): StepRunner =>
    async ({ state }) => {
      act(() => toast.remove());
      page.markStep();
      await run(state);
      await settle();
    };
  return {
    // A step's state is the one it leads to: the order just placed is the last one counted.
    'order.placed': step(async (state) => {
      const { placed } = state.context as NewOrderAlertModelContext;
      server.place(paidNow(NEW_ORDERS[placed - 1]));
      await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    }),
    // The newest card comes first.
    'order.accept': step(() => user.click(acceptButtons()[0])),
    'server.accepted': step(() => server.answer(true)),
    'server.acceptFailed': step(() => server.answer(false)),
    'time.pass30s': step(() => act(() => jest.advanceTimersByTimeAsync(CHIME_REPEAT_MS))),
    'mute.toggle': step(() => user.click(muteSwitch())),
    'alerts.enable': step(() => user.click(enableButton()!)),
    'prompt.allow': step(() => act(() => browser.answerPrompt('granted'))),
    'prompt.block': step(() => act(() => browser.answerPrompt('denied'))),
    'prompt.dismiss': step(() => act(() => browser.answerPrompt('default'))),
    'settings.allow': step(() => act(() => browser.changeSettings('granted'))),
    'settings.block': step(() => act(() => browser.changeSettings('denied'))),
  };
}
