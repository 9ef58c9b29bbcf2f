import { screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import {
  activeOrdersCount,
  expectedOwnerOrderSight,
  OWNER_ORDER_TOASTS,
  type OrderCardSight,
  type OwnerOrderSight,
} from './owner-order-expected';
import {
  acceptLabel,
  lateLabel,
  orderCard,
  removeButton,
  statusSelect,
  type OrdersTabPage,
} from './owner-order-page';

const buttonLabelled = (label: string) =>
  screen.queryByLabelText(label, { selector: 'button' }) as HTMLButtonElement | null;
const buttonReading = (text: string) =>
  screen.queryByText(text, { selector: 'button' }) as HTMLButtonElement | null;

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
  if (!orderCard()) return null;
  const select = statusSelect() as HTMLSelectElement;
  const x = removeButton() as HTMLButtonElement | null;
  return {
    status: select.selectedOptions[0]?.textContent ?? '',
    statusEnabled: !select.disabled,
    removingSoon: screen.queryByText('Removing soon...') !== null,
    remove: x ? { enabled: !x.disabled, text: x.textContent ?? '' } : null,
    kitchen: readKitchen(),
    countdown: screen.queryByText(/^Auto-rejects in \d+:\d\d$/) !== null,
    cancelled: screen.queryByText('Cancelled', { selector: 'strong' }) !== null,
    refund: screen.queryByText(/^Refunded \$/) !== null,
    refundedLines: screen.queryAllByText('Refunded', { selector: 'span' }).length,
  };
}

/** The Orders tab as the owner sees it (jsdom), and the writes the fake server holds. */
function readOwnerOrderSight({ server }: OrdersTabPage): OwnerOrderSight {
  const heading = screen.queryByText(/^\d+ active orders$/, { selector: 'h2' });
  return {
    toasts: OWNER_ORDER_TOASTS.filter((text) => screen.queryByText(text) !== null),
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
