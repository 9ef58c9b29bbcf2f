import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Step } from 'xstate/graph';
import { ORDER_STATUS_INFO } from '@contract/order-status';
import type { OwnerOrderModelEvent } from '../models/owner-order.model';
import { settle } from './fake-clock';
import { removeButton, statusSelect, type OrdersTabPage } from './owner-order-page';

type StepRunner = (step: Step<AnyMachineSnapshot, EventObject>) => Promise<void>;

// 'Removing soon...' shows for 7 seconds.
const SEVEN_SECONDS_MS = 7000;

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
    'server.orderRemoved': ownStep(() => server.answer('DELETE', true)),
    'server.orderRemoveFailed': ownStep(() => server.answer('DELETE', false)),
    // Toasts are left to expire on their own here: 7 s outlast every one of them.
    'time.pass7s': async () => {
      await act(() => jest.advanceTimersByTimeAsync(SEVEN_SECONDS_MS));
    },
  };
}
