import type { AnyMachineSnapshot } from 'xstate';
import {
  ALERT_TOASTS,
  expectedNewOrderAlertSight,
  MUTE_KEY,
  type NewOrderAlertSight,
} from './new-order-alert-expected';
import {
  acceptButtons,
  enableButton,
  muteSwitch,
  NEW_ORDER_OF,
  type AlertsPage,
} from './new-order-alert-page';
import { activeOrdersCount } from './owner-order-expected';
import { elementReading, toastsShown } from './find-on-page';

/** The order cards, newest first: each one's customer, and whether it is badged 'New'. */
function readCards() {
  return [...document.querySelectorAll('article')]
    .filter((article) => article.querySelector('select'))
    .map((article) => ({
      customer: document.getElementById(article.getAttribute('aria-labelledby') ?? '')?.textContent,
      isNew: [...article.querySelectorAll('span')].some((part) => part.textContent === 'New'),
    }));
}

/** The alert as the owner sees and hears it on the rendered page (jsdom), and the fake server. */
function readNewOrderAlertSight(page: AlertsPage): NewOrderAlertSight {
  const { chimes, notifications } = page.sinceStep();
  const cards = readCards();
  const enable = enableButton();
  const heading = elementReading(/^\d+ active orders$/, 'h2');
  return {
    chimes,
    soundUnlocked: page.soundUnlocked(),
    notifications: notifications.map((shown) => shown.title),
    toasts: toastsShown(ALERT_TOASTS),
    acceptsSent: page.server.sentCount(),
    acceptWaiting: page.server.isHolding(),
    activeOrders: activeOrdersCount(heading?.textContent),
    listed: cards.map((card) => card.customer ?? ''),
    badged: cards.filter((card) => card.isNew).map((card) => card.customer ?? ''),
    acceptLabels: acceptButtons().map((button) => button.getAttribute('aria-label') ?? ''),
    title: document.title,
    muted: muteSwitch().getAttribute('aria-pressed') === 'true',
    mutedStored: window.localStorage.getItem(MUTE_KEY),
    prompting: page.browser.isPrompting(),
    enableButton: enable ? { enabled: !enable.disabled } : null,
    notificationsOn: elementReading('Notifications on') !== null,
    notificationsBlocked: elementReading('Notifications are blocked in this browser') !== null,
  };
}

/** What the owner should see and hear in each model state, and which requests should be out. */
export function newOrderAlertSights(page: AlertsPage) {
  const seesTheAlert = (snapshot: AnyMachineSnapshot) => {
    const expected = expectedNewOrderAlertSight(snapshot, (order) => NEW_ORDER_OF[order]);
    expect(readNewOrderAlertSight(page)).toEqual(expected);
  };
  return { '*': seesTheAlert };
}
