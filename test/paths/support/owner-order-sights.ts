import { within } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { elementReading, toastsShown } from './find-on-page';
import {
  activeOrdersCount,
  expectedOwnerOrderSight,
  OWNER_ORDER_TOASTS,
  type OrderCardSight,
  type OwnerOrderSight,
} from './owner-order-expected';
import {
  acceptLabel,
  buttonLabelled,
  buttonReading,
  lateLabel,
  orderCard,
  removeButton,
  statusSelect,
  type OrdersTabPage,
} from './owner-order-page';

/** The kitchen's controls the card shows, by their first button. */
function readKitchen(): OrderCardSight['kitchen'] {
  const back = buttonReading('Back');
  const form = back?.closest('form');
  if (back && form) {
    const reject = form.textContent?.includes('Why reject this order?');
    return { controls: reject ? 'rejectForm' : 'cancelForm', enabled: !back.disabled };
  }
  const accept = buttonLabelled(acceptLabel);
  if (accept) return { controls: 'accept', enabled: !accept.disabled };
  const late = buttonLabelled(lateLabel);
  if (late) return { controls: 'late', enabled: !late.disabled };
  return null;
}

/** The card as the owner sees it on the rendered page (jsdom). */
function readCard(): OrderCardSight | null {
  const card = orderCard();
  if (!card) return null;
  const inCard = within(card);
  const select = statusSelect();
  const x = removeButton();
  return {
    status: select.selectedOptions[0]?.textContent ?? '',
    statusEnabled: !select.disabled,
    removingSoon: inCard.queryByText('Removing soon...') !== null,
    remove: x ? { enabled: !x.disabled, text: x.textContent ?? '' } : null,
    kitchen: readKitchen(),
    countdown: inCard.queryByText(/^Auto-rejects in \d+:\d\d$/) !== null,
    cancelled: inCard.queryByText('Cancelled', { selector: 'strong' }) !== null,
    refund: inCard.queryByText(/^Refunded \$/) !== null,
    refundedLines: inCard.queryAllByText('Refunded', { selector: 'span' }).length,
  };
}

/** The Orders tab as the owner sees it (jsdom), and the writes the fake server holds. */
function readOwnerOrderSight({ server }: OrdersTabPage): OwnerOrderSight {
  const heading = elementReading(/^\d+ active orders$/, 'h2');
  return {
    toasts: toastsShown(OWNER_ORDER_TOASTS),
    statusChangesSent: server.sentCount('PATCH'),
    kitchenSent: server.sentCount('POST'),
    waitingFor: server.heldWrite() ?? null,
    activeOrders: activeOrdersCount(heading?.textContent),
    card: readCard(),
  };
}

/** What the owner should see in each model state, and which requests should be out. */
export function ownerOrderSights(page: OrdersTabPage) {
  const seesTheOrder = (snapshot: AnyMachineSnapshot) => {
    expect(readOwnerOrderSight(page)).toEqual(expectedOwnerOrderSight(snapshot));
  };
  return { '*': seesTheOrder };
}
