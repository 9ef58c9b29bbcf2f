import { screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { ORDER_STATUS_INFO } from '@contract/order-status';
import type { OwnerOrderModelContext, OwnerOrderToast } from '../models/owner-order.model';
import {
  activeOrdersHeading,
  orderCard,
  removeButton,
  statusSelect,
  type OrdersTabPage,
} from './owner-order-page';

const TOASTS: OwnerOrderToast[] = [
  'Order updated',
  'Failed to update order',
  'Order removed successfully',
  'Unable to remove order',
];

function expectOnlyToast(expected: OwnerOrderToast | undefined) {
  for (const text of TOASTS) {
    if (text === expected) expect(screen.getByText(text)).toBeInTheDocument();
    else expect(screen.queryByText(text)).not.toBeInTheDocument();
  }
}

/** The order card as the model says the owner sees it: dropdown, countdown, X. */
function expectCard(snapshot: AnyMachineSnapshot, { saved, choice }: OwnerOrderModelContext) {
  expect(activeOrdersHeading(1)).toBeVisible();
  const select = statusSelect();
  // While a status is being saved the dropdown already shows it.
  expect(select).toHaveDisplayValue(ORDER_STATUS_INFO[choice ?? saved].label);
  if (snapshot.matches('removing')) expect(select).toBeDisabled();
  else expect(select).toBeEnabled();

  const countdown = screen.queryByText('Removing soon...');
  if (snapshot.matches('removingSoon')) expect(countdown).toBeVisible();
  else expect(countdown).not.toBeInTheDocument();

  const x = removeButton();
  if (snapshot.matches('removable')) expect(x).toBeEnabled();
  else if (snapshot.matches('removing')) expect(x).toBeDisabled();
  else expect(x).not.toBeInTheDocument();
  if (x) expect(x).toHaveTextContent('X');
}

/** What the owner should see in each model state, and which requests should be out. */
export function ownerOrderSights(page: OrdersTabPage) {
  const { server } = page;
  const seesTheOrder = (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as OwnerOrderModelContext;
    expectOnlyToast(context.toast);
    // One request per new status; choosing the current one sends nothing.
    expect(server.sentCount('PATCH')).toBe(context.statusChanges);
    const waiting = snapshot.hasTag('saving')
      ? 'PATCH'
      : snapshot.matches('removing')
        ? 'DELETE'
        : undefined;
    expect(server.heldWrite()).toBe(waiting);

    if (!snapshot.matches('removed')) return expectCard(snapshot, context);
    expect(orderCard()).not.toBeInTheDocument();
    expect(activeOrdersHeading(0)).toBeVisible();
  };
  return { '*': seesTheOrder };
}
