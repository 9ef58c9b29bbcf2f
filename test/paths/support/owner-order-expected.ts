import type { AnyMachineSnapshot } from 'xstate';
import { ORDER_STATUS_INFO } from '@contract/order-status';
import type { OwnerOrderModelContext, OwnerOrderToast } from '../models/owner-order.model';

/** The toasts about one order, in the order a sight lists those it finds. */
export const OWNER_ORDER_TOASTS: OwnerOrderToast[] = [
  'Order updated',
  'Failed to update order',
  'Order removed successfully',
  'Unable to remove order',
];

/** A write the page sends about the order: a status change, or its removal. */
export type OrderWrite = 'PATCH' | 'DELETE';

/** The order's card: dropdown, countdown, X. */
export interface OrderCardSight {
  /** The label the dropdown shows (a status being saved shows at once). */
  status: string;
  statusEnabled: boolean;
  /** Whether 'Removing soon...' shows. */
  removingSoon: boolean;
  /** The red X, usable or not, and its text; null when the card has none. */
  remove: { enabled: boolean; text: string } | null;
}

/**
 * What the owner sees of one order on the Orders tab, and what the page has sent, as both
 * runners read it: the jsdom paths and the browser paths hold the page to the same expectation,
 * worked out from the model.
 */
export interface OwnerOrderSight {
  /** The toasts the last step raised (of OWNER_ORDER_TOASTS, in its order). */
  toasts: OwnerOrderToast[];
  /** Status changes the page has sent: one per new status, none for the current one. */
  statusChangesSent: number;
  /** The write still waiting for the server's answer, if any. */
  waitingFor: OrderWrite | null;
  /** The count in the 'N active orders' heading; null without the heading. */
  activeOrders: number | null;
  /** The order's card; null once it has left the list. */
  card: OrderCardSight | null;
}

/** What the Orders tab should show in a state of the owner-order model. */
export function expectedOwnerOrderSight(snapshot: AnyMachineSnapshot): OwnerOrderSight {
  const { saved, choice, statusChanges, toast } = snapshot.context as OwnerOrderModelContext;
  const removing = snapshot.matches('removing');
  const waitingFor = snapshot.hasTag('saving') ? 'PATCH' : removing ? 'DELETE' : null;
  const common = {
    toasts: toast ? [toast] : [],
    statusChangesSent: statusChanges,
    waitingFor,
  } satisfies Partial<OwnerOrderSight>;
  if (snapshot.matches('removed')) return { ...common, activeOrders: 0, card: null };
  const removable = snapshot.matches('removable');
  return {
    ...common,
    activeOrders: 1,
    card: {
      // While a status is being saved the dropdown already shows it.
      status: ORDER_STATUS_INFO[choice ?? saved].label,
      statusEnabled: !removing,
      removingSoon: snapshot.matches('removingSoon'),
      remove: removable || removing ? { enabled: removable, text: 'X' } : null,
    },
  };
}

/** The count of an 'N active orders' heading's text, or null if it is not one. */
export function activeOrdersCount(heading: string | null | undefined): number | null {
  const count = /^(\d+) active orders$/.exec(heading ?? '');
  return count ? Number(count[1]) : null;
}
