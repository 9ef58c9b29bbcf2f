import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Step } from 'xstate/graph';
import { ORDER_STATUS_INFO } from '@contract/order-status';
import { POLL_INTERVAL_MS } from '@machines/orders/order-timing';
import type { OwnerOrderModelEvent } from '../models/owner-order.model';
import { settle } from './fake-clock';
import {
  acceptLabel,
  buttonReading,
  cancelLabel,
  controlLabelled,
  kitchenButton,
  orderCard,
  lateLabel,
  rejectLabel,
  removeButton,
  statusSelect,
  type OrdersTabPage,
} from './owner-order-page';

type StepRunner = (step: Step<AnyMachineSnapshot, EventObject>) => Promise<void>;

// 'Removing soon...' shows for 7 seconds.
const SEVEN_SECONDS_MS = 7000;
const ONE_SECOND_MS = 1000;

/** Time passes on the page's fake clock. */
const timePasses = (ms: number) => async () => {
  await act(() => jest.advanceTimersByTimeAsync(ms));
};

/**
 * A step by the owner or the server. The toasts of earlier steps are cleared first, so that a
 * state sees only the toasts its own step raised.
 */
const ownStep =
  (run: (event: OwnerOrderModelEvent) => Promise<unknown> | void): StepRunner =>
  async ({ event }) => {
    act(() => toast.remove());
    await run(event as OwnerOrderModelEvent);
    await settle();
  };

/** Ticks every line the cancel form lists, or all but the last. */
async function tickLines(user: OrdersTabPage['user'], which: 'some' | 'all') {
  const boxes = [...orderCard()!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  for (const [index, box] of boxes.entries()) {
    const wanted = which === 'all' || index < boxes.length - 1;
    if (box.checked !== wanted) await user.click(box);
  }
}

/** Each model event done to the page: what the owner does, the server answering, time passing. */
export function ownerOrderSteps(
  page: OrdersTabPage,
): Record<OwnerOrderModelEvent['type'], StepRunner> {
  const { server, user } = page;
  return {
    'status.choose': ownStep((event) => {
      if (event.type !== 'status.choose') throw new Error(`Not a status choice: ${event.type}`);
      return user.selectOptions(statusSelect(), ORDER_STATUS_INFO[event.status].label);
    }),
    'server.statusSaved': ownStep(() => server.answer('PATCH', true)),
    'server.statusSaveFailed': ownStep(() => server.answer('PATCH', false)),
    'order.remove': ownStep(() => user.click(removeButton()!)),
    'order.accept': ownStep(() => user.click(kitchenButton(acceptLabel))),
    'server.accepted': ownStep(() => server.answer('POST', true)),
    'server.acceptFailed': ownStep(() => server.answer('POST', false)),
    'elsewhere.delivered': ownStep(async () => {
      server.changeElsewhere('delivered');
      await act(() => jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    }),
    'order.late': ownStep(() => user.click(kitchenButton(lateLabel))),
    'server.lateSaved': ownStep(() => server.answer('POST', true)),
    'server.lateFailed': ownStep(() => server.answer('POST', false)),
    'reject.open': ownStep(() => user.click(kitchenButton(rejectLabel))),
    'cancel.open': ownStep(() => user.click(kitchenButton(cancelLabel))),
    'form.close': ownStep(() => user.click(buttonReading('Back')!)),
    'order.reject': ownStep(async () => {
      await user.click(controlLabelled('Item unavailable'));
      await user.click(buttonReading('Reject order')!);
    }),
    'server.rejected': ownStep(() => server.answer('POST', true)),
    'server.rejectFailed': ownStep(() => server.answer('POST', false)),
    // The form keeps what was filled in: each step makes it what it sends.
    'order.cancelSome': ownStep(async () => {
      await user.click(controlLabelled('Too busy'));
      await tickLines(user, 'some');
      await user.click(buttonReading('Refund 1 item')!);
    }),
    'order.cancelAll': ownStep(async () => {
      await user.click(controlLabelled('Too busy'));
      await tickLines(user, 'all');
      await user.click(buttonReading('Cancel order')!);
    }),
    'server.cancelled': ownStep(() => server.answer('POST', true)),
    'server.cancelFailed': ownStep(() => server.answer('POST', false)),
    // The card goes as soon as the server has deleted the order, not only once the list fetched
    // again leaves it out: the list's answer waits until the card is seen gone.
    'server.orderRemoved': ownStep(async () => {
      server.holdReads();
      try {
        server.answer('DELETE', true);
        await settle();
        if (orderCard()) {
          throw new Error('The card stayed on the page after the server deleted the order');
        }
      } finally {
        server.releaseReads();
      }
    }),
    'server.orderRemoveFailed': ownStep(() => server.answer('DELETE', false)),
    // Toasts are left to expire on their own here: 7 s outlast every one of them.
    'time.pass7s': timePasses(SEVEN_SECONDS_MS),
    'time.pass6s': timePasses(SEVEN_SECONDS_MS - ONE_SECOND_MS),
    'time.pass1s': timePasses(ONE_SECOND_MS),
  };
}
