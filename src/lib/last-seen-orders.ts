import type { Order } from '@contract/order';

/**
 * The customer's orders as the order status page last fetched them, so that the page still has
 * them without the network. One list, of the user who last saw theirs: a shared device keeps no
 * one else's, and signing out drops it (use-log-out.ts).
 */
export const LAST_SEEN_ORDERS_KEY = 'lastSeenOrders';

/** The newest orders kept: what a customer follows is among their latest. */
export const LAST_SEEN_ORDERS_MAX = 20;

// Raised when Order changes shape: a list kept by an older version is then not read.
const VERSION = 1;

export interface LastSeenOrders {
  orders: Order[];
  /** When the list was fetched, ISO 8601. */
  seenAt: string;
}

interface Stored extends LastSeenOrders {
  version: number;
  userSub: string;
}

const isOrderLike = (value: unknown): value is Order =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Order)._id === 'string' &&
  typeof (value as Order).status === 'string' &&
  Array.isArray((value as Order).cartItems) &&
  typeof (value as Order).restaurant === 'object';

const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' &&
  value !== null &&
  (value as Stored).version === VERSION &&
  typeof (value as Stored).userSub === 'string' &&
  typeof (value as Stored).seenAt === 'string' &&
  Array.isArray((value as Stored).orders) &&
  (value as Stored).orders.every(isOrderLike);

/** This user's last seen orders; undefined when none were kept, or someone else's were. */
export function readLastSeenOrders(userSub: string): LastSeenOrders | undefined {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(LAST_SEEN_ORDERS_KEY) ?? 'null');
    if (!isStored(stored) || stored.userSub !== userSub) return undefined;
    return { orders: stored.orders, seenAt: stored.seenAt };
  } catch {
    return undefined;
  }
}

export function writeLastSeenOrders(userSub: string, orders: readonly Order[], seenAt: Date): void {
  const stored: Stored = {
    version: VERSION,
    userSub,
    seenAt: seenAt.toISOString(),
    orders: orders.slice(0, LAST_SEEN_ORDERS_MAX),
  };
  try {
    window.localStorage.setItem(LAST_SEEN_ORDERS_KEY, JSON.stringify(stored));
  } catch {
    // Blocked or full storage: the page works online as before, offline it has nothing to show.
  }
}

export function forgetLastSeenOrders(): void {
  try {
    window.localStorage.removeItem(LAST_SEEN_ORDERS_KEY);
  } catch {
    // Nothing could be kept either.
  }
}
