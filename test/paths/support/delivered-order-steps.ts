import { act } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { Step } from 'xstate/graph';
import type { DeliveredOrderModelEvent } from '../models/delivered-order.model';
import type { OrderStatusPageUnderTest } from './delivered-order-page';

type StepRunner = (step: Step<AnyMachineSnapshot, EventObject>) => Promise<void>;

/**
 * A step by an owner, by time or by the customer. The toasts of earlier steps are cleared
 * first, so that a state sees only the toasts its own step raised.
 */
const ownStep =
  (run: () => Promise<unknown>): StepRunner =>
  async () => {
    act(() => toast.remove());
    await run();
  };

/** Time passes by exactly the model's amount: the page's timers count from the poll. */
const timePasses = (ms: number) => ownStep(() => act(() => jest.advanceTimersByTimeAsync(ms)));

/** Each model event done to the page: owners changing the orders, time passing, a reload. */
export function deliveredOrderSteps(
  page: OrderStatusPageUnderTest,
): Record<DeliveredOrderModelEvent['type'], StepRunner> {
  // How many of the orders (the first, then both) are delivered once the owner is done.
  const ownerLeaves = (deliveredCount: number) =>
    ownStep(() => {
      page.server.setDeliveredCount(deliveredCount);
      return page.nextPoll();
    });
  return {
    'order.delivered': ownerLeaves(1),
    'orders.delivered': ownerLeaves(2),
    'order.cancelled': ownStep(() => {
      page.server.cancelFirst();
      return page.nextPoll();
    }),
    'order.movedBack': ownerLeaves(0),
    'time.pass3s': timePasses(3000),
    'time.pass4s': timePasses(4000),
    'time.pass0.5s': timePasses(500),
    'page.reload': ownStep(() => page.reload()),
  };
}
