import { BRAND } from '@contract/brand';

/** The new-order alert's texts: its controls, the tab's title and the system notification. */
export const ALERT_TEXTS = {
  group: 'Order alerts',
  enable: 'Enable alerts',
  on: 'Notifications on',
  blocked: 'Notifications are blocked in this browser',
  mute: 'Mute',
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
