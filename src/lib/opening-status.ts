import type { Restaurant } from '@contract/restaurant';
import { dateTimeFormat } from './date-time-format';

/** What the API says about a restaurant's opening now: a search result's or the restaurant's. */
export type OpeningFacts = Pick<Restaurant, 'isOpen' | 'isPaused' | 'opensAt'>;

export const CLOSED = 'Closed';
export const NOT_TAKING_ORDERS = 'Not taking orders right now';

/** The clock and the reader: the customer's own by default, fixed in tests. */
export interface ReaderClock {
  now?: Date;
  locale?: string;
  timeZone?: string;
}

// Whether two moments fall on the same calendar day in a time zone.
function sameDay(one: Date, other: Date, timeZone: string | undefined) {
  const day = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return day.format(one) === day.format(other);
}

/**
 * When a restaurant opens, in the reader's time zone and locale: '17:00' today, 'Tue 17:00'
 * (or 'Tue 5:00 PM') on another day.
 */
export function formatOpening(at: Date, { now = new Date(), locale, timeZone }: ReaderClock = {}) {
  const today = sameDay(at, now, timeZone);
  return dateTimeFormat(locale, {
    timeZone,
    weekday: today ? undefined : 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

/**
 * Why a restaurant takes no orders now, as its card and page say it: 'Not taking orders right
 * now' while paused, else 'Closed · opens Tue 17:00' ('Closed' when no opening is known).
 * Undefined while it takes orders.
 */
export function closedReason(restaurant: OpeningFacts, clock: ReaderClock = {}) {
  if (restaurant.isOpen) return undefined;
  if (restaurant.isPaused) return NOT_TAKING_ORDERS;
  if (!restaurant.opensAt) return CLOSED;
  return `${CLOSED} · opens ${formatOpening(new Date(restaurant.opensAt), clock)}`;
}
