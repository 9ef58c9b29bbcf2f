import { setup } from 'xstate';
import { HIDE_DELAY_MS, REFETCH_AFTER_HIDE_MS, THANK_YOU_DELAY_MS } from './order-timing';

/** The order a customer has just seen delivered. */
export interface DeliveredOrderInput {
  orderId: string;
  restaurantName: string;
}

const orderParams = ({ context }: { context: DeliveredOrderInput }) => ({
  orderId: context.orderId,
  restaurantName: context.restaurantName,
});

/**
 * One delivered order on the customer's page: `thankYou` 3 s after it is first seen delivered,
 * `hide` at 7 s, `refetch` 0.5 s after that. It takes no events: whoever runs it stops it to cancel
 * what is still to come (the owner moved the order back). The effects are provided by the runner;
 * the defaults do nothing.
 */
export const deliveredOrderMachine = setup({
  types: {
    input: {} as DeliveredOrderInput,
    context: {} as DeliveredOrderInput,
  },
  actions: {
    thankYou: (_, _params: DeliveredOrderInput) => undefined,
    hide: (_, _params: DeliveredOrderInput) => undefined,
    refetch: (_, _params: DeliveredOrderInput) => undefined,
  },
  delays: {
    thankYouDelay: THANK_YOU_DELAY_MS,
    // Counted from the thank-you, so the order hides HIDE_DELAY_MS after it was seen delivered.
    hideDelay: HIDE_DELAY_MS - THANK_YOU_DELAY_MS,
    refetchDelay: REFETCH_AFTER_HIDE_MS,
  },
}).createMachine({
  id: 'deliveredOrder',
  context: ({ input }) => input,
  initial: 'delivered',
  states: {
    delivered: {
      after: {
        thankYouDelay: { target: 'thanked', actions: { type: 'thankYou', params: orderParams } },
      },
    },
    thanked: {
      after: { hideDelay: { target: 'hidden', actions: { type: 'hide', params: orderParams } } },
    },
    hidden: {
      tags: 'hidden',
      after: {
        refetchDelay: { target: 'done', actions: { type: 'refetch', params: orderParams } },
      },
    },
    done: { type: 'final', tags: 'hidden' },
  },
});
