/**
 * Every delay of the order pages, in one place: the machines name them, the views poll with them,
 * the tests advance fake timers by them.
 */

/** Both order lists are fetched again this often. */
export const POLL_INTERVAL_MS = 5000;

/** Customer: from first seeing an order delivered to the thank-you toast. */
export const THANK_YOU_DELAY_MS = 3000;

/** Customer: from first seeing an order delivered to hiding it. */
export const HIDE_DELAY_MS = 7000;

/** Customer: from hiding a delivered order to fetching the list again. */
export const REFETCH_AFTER_HIDE_MS = 500;

/** Owner: how long 'Removing soon...' shows before the remove button appears. */
export const REMOVAL_DELAY_MS = 7000;

/** Owner: while a new order waits, the chime sounds again this long after the last one. */
export const CHIME_REPEAT_MS = 30_000;

/** Owner: while a new order is in its last minutes before it is rejected, the chime hurries. */
export const CHIME_URGENT_REPEAT_MS = 10_000;

/** Owner: the time left to accept a new order shows to the second. */
export const ACCEPT_CLOCK_TICK_MS = 1000;

/** Owner: a pause's time left shows in whole minutes, updated as each one passes. */
export const PAUSE_CLOCK_TICK_MS = 60_000;

/** Owner: busy mode's time left shows in whole minutes too, updated as each one passes. */
export const BUSY_CLOCK_TICK_MS = 60_000;
