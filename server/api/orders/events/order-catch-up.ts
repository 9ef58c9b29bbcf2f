import { and, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import { MAX_CUSTOMER_ORDERS } from '@contract/order';
import type { Database } from '@server/db/database';
import { orders } from '@server/db/schema';
import { MAX_OWNER_ORDERS, findOrdersWithDetails } from '../order-query.service';
import { orderEvent, orderRemovedEvent, type OrderSubscription } from './order-event-hub';
import type { OrderStreamEvent } from './order-event-stream';

/** An `id` this API sent: an ISO 8601 time in UTC, as `toISOString` writes it. */
const EVENT_ID = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/**
 * The time a `Last-Event-ID` names; anything else (absent, or no id of ours) is no resume point,
 * and the stream then starts with live events only.
 */
export function resumeTimeOf(lastEventId: string | null | undefined): Date | undefined {
  if (!lastEventId || !EVENT_ID.test(lastEventId)) return undefined;
  const time = new Date(lastEventId);
  return Number.isNaN(time.getTime()) ? undefined : time;
}

/**
 * What a client that last saw `since` missed, oldest change first: every order of its list
 * changed at or after that time (equal included: ids keep milliseconds, the database keeps
 * microseconds) and, for an owner, the orders removed from the list since.
 */
export async function missedEvents(
  db: Database,
  subscription: OrderSubscription,
  since: Date,
  apiBaseUrl: string,
): Promise<OrderStreamEvent[]> {
  const changed = gte(orders.updatedAt, since);
  const paid = isNotNull(orders.amountPaid);
  if ('userId' in subscription) {
    const ofUser = and(eq(orders.userId, subscription.userId), paid, changed);
    const rows = await findOrdersWithDetails(db, ofUser, MAX_CUSTOMER_ORDERS);
    return oldestFirst(rows).map((row) => orderEvent(row, apiBaseUrl));
  }
  const ofRestaurant = and(eq(orders.restaurantId, subscription.restaurantId), paid, changed);
  const [listed, removed] = await Promise.all([
    findOrdersWithDetails(
      db,
      and(ofRestaurant, isNull(orders.archivedByOwnerAt)),
      MAX_OWNER_ORDERS,
    ),
    findOrdersWithDetails(
      db,
      and(ofRestaurant, isNotNull(orders.archivedByOwnerAt)),
      MAX_OWNER_ORDERS,
    ),
  ]);
  const events = [
    ...listed.map((row) => ({ at: row.order.updatedAt, event: orderEvent(row, apiBaseUrl) })),
    ...removed.map((row) => ({ at: row.order.updatedAt, event: orderRemovedEvent(row.order.id) })),
  ];
  return events.sort((a, b) => a.at.getTime() - b.at.getTime()).map(({ event }) => event);
}

function oldestFirst<R extends { order: { updatedAt: Date } }>(rows: R[]): R[] {
  return [...rows].sort((a, b) => a.order.updatedAt.getTime() - b.order.updatedAt.getTime());
}
