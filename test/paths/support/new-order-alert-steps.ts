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
  // An answer becomes the site's setting, and the browser tells the page of that too (the
  // Permissions API's change event), before the page hears the answer itself or after: the order
  // of the two is the browser's, and the page must keep to the answer either way. The paths try
  // both: the setting is heard last for an allow before any order and for a block after one, and
  // first otherwise.
  const answerPrompt = async (answer: 'granted' | 'denied', state: AnyMachineSnapshot) => {
    const { placed } = state.context as NewOrderAlertModelContext;
    const settingLast = placed === 0 ? answer === 'granted' : answer === 'denied';
    if (!settingLast) act(() => browser.changeSettings(answer));
    act(() => browser.answerPrompt(answer));
    if (!settingLast) return;
    await settle();
    act(() => browser.changeSettings(answer));
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
    'prompt.allow': step((state) => answerPrompt('granted', state)),
    'prompt.block': step((state) => answerPrompt('denied', state)),
    'prompt.dismiss': step(() => act(() => browser.answerPrompt('default'))),
    'settings.allow': step(() => act(() => browser.changeSettings('granted'))),
    'settings.block': step(() => act(() => browser.changeSettings('denied'))),
  };
}
