import { formatClockTime } from '@/lib/time';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** '14:05', or '3 Jun, 14:05' when it was not today. */
function whenSeen(seenAt: Date, now: Date): string {
  const time = formatClockTime(seenAt);
  if (sameDay(seenAt, now)) return time;
  const day = seenAt.toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
  return `${day}, ${time}`;
}

/** What the order status page says when the orders cannot be fetched. */
export const LAST_SEEN_TEXTS = {
  /** The browser says it has no network, or the request could not leave. */
  lastSeen: (offline: boolean, seenAt: Date, now = new Date()) =>
    `${offline ? 'You are offline.' : 'Your orders cannot be fetched right now.'} ` +
    `These are your orders as last seen at ${whenSeen(seenAt, now)}.`,
  noneSeen: (offline: boolean) =>
    `${offline ? 'You are offline.' : 'Your orders cannot be fetched right now.'} ` +
    'Your orders show here once you are back online.',
} as const;

/** Web push of the customer's order updates. */
export const ORDER_UPDATES_TEXTS = {
  group: 'Order notifications',
  notify: 'Notify me about this order',
  on: 'Notifications on: you hear of each change to your order, even with this page closed.',
  turnOff: 'Turn off notifications',
  blocked:
    'Notifications are blocked for this site. To get them, allow notifications in your ' +
    'browser’s settings for this site.',
  enableFailed: 'Notifications could not be turned on. Please try again.',
  disableFailed: 'Notifications could not be turned off. Please try again.',
} as const;
