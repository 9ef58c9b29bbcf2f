import { BRAND } from '@contract/brand';

/** The new-order alert's texts: its controls, the tab's title and the system notification. */
export const ALERT_TEXTS = {
  group: 'Order alerts',
  enable: 'Enable alerts',
  on: 'Notifications on',
  blocked: 'Notifications are blocked in this browser',
  mute: 'Mute',
  /** The switch of web push: alerts that reach this device while the app is closed. */
  whenClosed: 'Alerts when closed',
  whenClosedOnFailed: 'Alerts when closed could not be turned on. Please try again.',
  whenClosedOffFailed: 'Alerts when closed could not be turned off. Please try again.',
  newBadge: 'New',
  accept: 'Accept',
  acceptLabel: (customerName: string) => `Accept order for ${customerName}`,
  title: (count: number) => `(${count}) Orders · ${BRAND}`,
  notificationTitle: (total: string) => `New order: ${total}`,
  moreLines: (count: number) => `and ${count} more`,
} as const;

/** Pausing new orders from the Orders tab. */
export const PAUSE_TEXTS = {
  group: 'New orders',
  choiceLabel: 'Pause for',
  choice: (minutes: number | null) => (minutes === null ? 'Until I resume' : `${minutes} minutes`),
  pause: 'Pause new orders',
  resume: 'Resume',
  minutesLeft: (minutes: number) => `Paused · ${minutes} min left`,
  untilResumed: 'Paused until you resume',
  pauseFailed: 'Unable to pause new orders',
  resumeFailed: 'Unable to resume new orders',
} as const;

/** The kitchen ticket and its button. */
export const TICKET_TEXTS = {
  print: 'Print ticket',
  printLabel: (customerName: string) => `Print ticket for ${customerName}`,
  reference: (orderId: string) => `#${orderId.slice(0, 8).toUpperCase()}`,
  deliverTo: 'Deliver to',
  total: 'Total',
} as const;

/** The kitchen's answers on an order card: accept, running late, reject, cancel. */
export const KITCHEN_TEXTS = {
  readyIn: 'Ready in',
  minutes: (minutes: number) => `${minutes} min`,
  autoRejectsIn: (clock: string) => `Auto-rejects in ${clock}`,
  expectedBy: (time: string) => `Expected by ${time}`,
  runningLate: 'Running late',
  late: (minutes: number) => `+${minutes} min`,
  lateLabel: (minutes: number, customerName: string) =>
    `+${minutes} min, running late for ${customerName}`,
  reject: 'Reject',
  rejectLabel: (customerName: string) => `Reject order for ${customerName}`,
  cancel: 'Cancel',
  cancelLabel: (customerName: string) => `Cancel order for ${customerName}`,
  rejectWhy: 'Why reject this order?',
  cancelWhy: 'Why cancel?',
  note: 'Say what it is',
  noteCount: (length: number, max: number) => `${length}/${max}`,
  refundLines: 'Refund these items',
  rejectOrder: 'Reject order',
  cancelOrder: 'Cancel order',
  refundSome: (count: number) => `Refund ${count} ${count === 1 ? 'item' : 'items'}`,
  back: 'Back',
  refunded: 'Refunded',
  refundedAmount: (amount: string) => `Refunded ${amount}`,
  refundPending: (amount: string) => `Refund pending: ${amount}`,
} as const;
