import type { AnyMachineSnapshot } from 'xstate';
import type { Order } from '@contract/order';
import { formatPrice } from '@/lib/money';
import {
  NEW_ORDERS,
  type AlertToast,
  type NewOrder,
  type NewOrderAlertModelContext,
} from '../models/new-order-alert.model';

/** The toasts of the Orders tab's Accept, in the order a sight lists those it finds. */
export const ALERT_TOASTS: AlertToast[] = ['Order accepted', 'Unable to accept order'];

/** The tab's title (index.html's) before the Orders tab counts anything in it. */
export const PAGE_TITLE = 'Forkful: takeaway from restaurants near you';

/** Where the page keeps the owner's choice to mute the chime. */
export const MUTE_KEY = 'orderAlertMuted';

/**
 * What the owner sees and hears of the new-order alert, and what the page has sent, as both
 * runners read it: the jsdom paths and the browser paths hold the page to the same expectation,
 * worked out from the model.
 */
export interface NewOrderAlertSight {
  /** Chimes played since the step began. */
  chimes: number;
  /**
   * Whether the page has started or resumed its sound in the owner's click: a browser that lets
   * a page sound only so (as Safari does) plays the chime from then on.
   */
  soundUnlocked: boolean;
  /** The titles of the system notifications shown since the step began. */
  notifications: string[];
  /** The toasts the step raised (of ALERT_TOASTS, in its order). */
  toasts: AlertToast[];
  /** Accepts the page has sent, and whether one waits for an answer. */
  acceptsSent: number;
  acceptWaiting: boolean;
  /** The count in the 'N active orders' heading; null without the heading. */
  activeOrders: number | null;
  /** The customers of the cards listed, newest first; those badged 'New'; the Accept buttons. */
  listed: string[];
  badged: string[];
  acceptLabels: string[];
  /** The tab's title. */
  title: string;
  /** The Mute switch, and what the browser keeps of it. */
  muted: boolean;
  mutedStored: string | null;
  /** Whether the browser's notification prompt is open. */
  prompting: boolean;
  /** 'Enable alerts', usable or not; null when the notes below replace it. */
  enableButton: { enabled: boolean } | null;
  notificationsOn: boolean;
  notificationsBlocked: boolean;
}

/**
 * What the Orders tab should show in a state of the new-order alert model. `orderOf` names the
 * runner's order for each of the model's (asked only of orders placed).
 */
export function expectedNewOrderAlertSight(
  snapshot: AnyMachineSnapshot,
  orderOf: (order: NewOrder) => Order,
): NewOrderAlertSight {
  const context = snapshot.context as NewOrderAlertModelContext;
  const { placed, waiting, muted } = context;
  const customer = (order: NewOrder) => orderOf(order).deliveryDetails.name;
  const off = snapshot.matches({ notifications: 'off' });
  const asking = snapshot.matches({ notifications: 'asking' });
  return {
    chimes: context.chimes,
    soundUnlocked: context.soundUnlocked,
    notifications: context.notified.map(
      (order) => `New order: ${formatPrice(orderOf(order).totalAmount)}`,
    ),
    toasts: context.toast ? [context.toast] : [],
    acceptsSent: context.accepts,
    acceptWaiting: snapshot.hasTag('accepting'),
    activeOrders: placed,
    listed: NEW_ORDERS.slice(0, placed).reverse().map(customer),
    badged: waiting.map(customer),
    acceptLabels: waiting.map((order) => `Accept order for ${customer(order)}`),
    title: waiting.length ? `(${waiting.length}) Orders · Forkful` : PAGE_TITLE,
    muted,
    mutedStored: muted ? 'true' : null,
    prompting: asking,
    enableButton: off || asking ? { enabled: off } : null,
    notificationsOn: snapshot.matches({ notifications: 'on' }),
    notificationsBlocked: snapshot.matches({ notifications: 'blocked' }),
  };
}
