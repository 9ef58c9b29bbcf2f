import type { AnyMachineSnapshot } from 'xstate';
import { orderStateLabel } from '@contract/order-status';
import type { OwnerOrderModelContext, OwnerOrderToast } from '../models/owner-order.model';

/** The toasts about one order, in the order a sight lists those it finds. */
export const OWNER_ORDER_TOASTS: OwnerOrderToast[] = [
  'Order updated',
  'Failed to update order',
  'Order removed successfully',
  'Unable to remove order',
  'Order accepted',
  'Unable to accept order',
  'New time sent to the customer',
  'Unable to change the time',
  'Order rejected and refunded',
  'Unable to reject order',
  'Refund sent',
  'Unable to cancel order',
];

/** The kitchen's controls a card shows: Accept and Reject, Running late and Cancel, a form. */
export type KitchenControls = 'accept' | 'late' | 'rejectForm' | 'cancelForm';

/** A write the page sends about the order: a status change, its removal, a kitchen's answer. */
export type OrderWrite = 'PATCH' | 'DELETE' | 'POST';

/** The order's card: dropdown, countdown, X. */
export interface OrderCardSight {
  /** The label the dropdown shows (a status being saved shows at once). */
  status: string;
  statusEnabled: boolean;
  /** Whether 'Removing soon...' shows. */
  removingSoon: boolean;
  /** The red X, usable or not, and its text; null when the card has none. */
  remove: { enabled: boolean; text: string } | null;
  /** The kitchen's controls shown, and whether their first button (Accept, +10 min, Back) works. */
  kitchen: { controls: KitchenControls; enabled: boolean } | null;
  /** Whether 'Auto-rejects in M:SS' shows. */
  countdown: boolean;
  /** Whether 'Cancelled' (with the reason) and the refund show. */
  cancelled: boolean;
  refund: boolean;
  /** The lines marked refunded. */
  refundedLines: number;
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
  /** The kitchen's answers the page has sent (POST). */
  kitchenSent: number;
  /** The write still waiting for the server's answer, if any. */
  waitingFor: OrderWrite | null;
  /** The count in the 'N active orders' heading; null without the heading. */
  activeOrders: number | null;
  /** The order's card; null once it has left the list. */
  card: OrderCardSight | null;
}

/** What the Orders tab should show in a state of the owner-order model. */
export function expectedOwnerOrderSight(snapshot: AnyMachineSnapshot): OwnerOrderSight {
  const context = snapshot.context as OwnerOrderModelContext;
  const { saved, choice, statusChanges, toast, kitchen, refundedLines } = context;
  const removing = snapshot.matches('removing');
  const kitchenWrite =
    snapshot.hasTag('kitchenWrite') || snapshot.matches({ notDelivered: 'accepting' });
  const waitingFor = kitchenWrite
    ? 'POST'
    : snapshot.hasTag('saving')
      ? 'PATCH'
      : removing
        ? 'DELETE'
        : null;
  const common = {
    toasts: toast ? [toast] : [],
    statusChangesSent: statusChanges,
    kitchenSent: kitchen.accepts + kitchen.lates + kitchen.rejects + kitchen.cancels,
    waitingFor,
  } satisfies Partial<OwnerOrderSight>;
  if (snapshot.matches('removed')) return { ...common, activeOrders: 0, card: null };
  const removable = snapshot.matches('removable');
  const cancelled = saved === 'cancelled';
  // While a status is being saved (or an Accept) the card already shows it.
  const shown = choice ?? saved;
  return {
    ...common,
    // A cancelled order is listed, not counted.
    activeOrders: cancelled ? 0 : 1,
    card: {
      status: orderStateLabel(shown),
      statusEnabled: !removing && !cancelled && !snapshot.hasTag('kitchen'),
      removingSoon: snapshot.matches('removingSoon'),
      remove: removable || removing ? { enabled: removable, text: 'X' } : null,
      kitchen: kitchenSight(snapshot, shown),
      countdown: shown === 'paid',
      cancelled,
      refund: cancelled || refundedLines > 0,
      refundedLines,
    },
  };
}

/** The kitchen's controls of a card showing `shown`: usable unless a write is out. */
function kitchenSight(snapshot: AnyMachineSnapshot, shown: string): OrderCardSight['kitchen'] {
  const enabled = !snapshot.hasTag('saving') && !snapshot.hasTag('kitchenWrite');
  if (snapshot.hasTag('form')) {
    const rejecting =
      snapshot.matches({ notDelivered: 'rejectForm' }) ||
      snapshot.matches({ notDelivered: 'rejecting' });
    return { controls: rejecting ? 'rejectForm' : 'cancelForm', enabled };
  }
  if (shown === 'paid') return { controls: 'accept', enabled };
  if (shown === 'inProgress' || shown === 'outForDelivery') return { controls: 'late', enabled };
  return null;
}

/** The count of an 'N active orders' heading's text, or null if it is not one. */
export function activeOrdersCount(heading: string | null | undefined): number | null {
  const count = /^(\d+) active orders$/.exec(heading ?? '');
  return count ? Number(count[1]) : null;
}
