import { screen, within } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { formatPrice } from '@/lib/money';
import {
  NEW_ORDERS,
  type AlertToast,
  type NewOrderAlertModelContext,
} from '../models/new-order-alert.model';
import {
  acceptButtons,
  activeOrdersHeading,
  enableButton,
  muteSwitch,
  NEW_ORDER_OF,
  orderCard,
  PAGE_TITLE,
  type AlertsPage,
} from './new-order-alert-page';

const TOASTS: AlertToast[] = ['Order updated', 'Failed to update order'];
const MUTE_KEY = 'orderAlertMuted';

function expectOnlyToast(expected: AlertToast | undefined) {
  for (const text of TOASTS) {
    if (text === expected) expect(screen.getByText(text)).toBeInTheDocument();
    else expect(screen.queryByText(text)).not.toBeInTheDocument();
  }
}

/** The orders listed, each badged and with Accept while it waits; the title counts them. */
function expectOrders({ placed, waiting }: NewOrderAlertModelContext) {
  expect(activeOrdersHeading(placed)).toBeVisible();
  expect(document.title).toBe(waiting.length ? `(${waiting.length}) Orders · Forkful` : PAGE_TITLE);
  for (const name of NEW_ORDERS.slice(0, placed)) {
    const card = orderCard(NEW_ORDER_OF[name])!;
    const badge = within(card).queryByText('New');
    if (waiting.includes(name)) expect(badge).toBeVisible();
    else expect(badge).not.toBeInTheDocument();
  }
  expect(acceptButtons().map((button) => button.getAttribute('aria-label'))).toEqual(
    waiting.map((name) => `Accept order for ${NEW_ORDER_OF[name].deliveryDetails.name}`),
  );
}

/** The alert controls: what the browser was asked and allows, and the Mute switch. */
function expectControls(snapshot: AnyMachineSnapshot, page: AlertsPage) {
  const { muted } = snapshot.context as NewOrderAlertModelContext;
  expect(muteSwitch()).toHaveAttribute('aria-pressed', String(muted));
  expect(window.localStorage.getItem(MUTE_KEY)).toBe(muted ? 'true' : null);

  const asking = snapshot.matches({ notifications: 'asking' });
  expect(page.browser.isPrompting()).toBe(asking);
  const button = enableButton();
  if (snapshot.matches({ notifications: 'off' })) expect(button).toBeEnabled();
  else if (asking) expect(button).toBeDisabled();
  else expect(button).not.toBeInTheDocument();
  const on = screen.queryByText('Notifications on');
  if (snapshot.matches({ notifications: 'on' })) expect(on).toBeVisible();
  else expect(on).not.toBeInTheDocument();
  const blocked = screen.queryByText('Notifications are blocked in this browser');
  if (snapshot.matches({ notifications: 'blocked' })) expect(blocked).toBeVisible();
  else expect(blocked).not.toBeInTheDocument();
}

/** What the owner should see and hear in each model state, and which requests should be out. */
export function newOrderAlertSights(page: AlertsPage) {
  const { server } = page;
  const seesTheAlert = (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as NewOrderAlertModelContext;
    const { chimes, notifications } = page.sinceStep();
    expect(chimes).toBe(context.chimed ? 1 : 0);
    expect(notifications.map((shown) => shown.title)).toEqual(
      context.notified.map((name) => `New order: ${formatPrice(NEW_ORDER_OF[name].totalAmount)}`),
    );
    expectOnlyToast(context.toast);
    expect(server.sentCount()).toBe(context.accepts);
    expect(server.isHolding()).toBe(snapshot.hasTag('accepting'));
    expectOrders(context);
    expectControls(snapshot, page);
  };
  return { '*': seesTheAlert };
}
