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
