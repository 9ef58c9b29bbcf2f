import { screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import {
  activeOrdersCount,
  expectedOwnerOrderSight,
  OWNER_ORDER_TOASTS,
  type OrderCardSight,
  type OwnerOrderSight,
} from './owner-order-expected';
import { orderCard, removeButton, statusSelect, type OrdersTabPage } from './owner-order-page';

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
  };
}

/** The Orders tab as the owner sees it (jsdom), and the writes the fake server holds. */
function readOwnerOrderSight({ server }: OrdersTabPage): OwnerOrderSight {
  const heading = screen.queryByText(/^\d+ active orders$/, { selector: 'h2' });
  return {
    toasts: OWNER_ORDER_TOASTS.filter((text) => screen.queryByText(text) !== null),
    statusChangesSent: server.sentCount('PATCH'),
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
