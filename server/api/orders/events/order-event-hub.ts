import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { orderSchema } from '@contract/order';
import { ORDER_EVENT, ORDER_REMOVED_EVENT } from '@contract/order-events';
import type { Database } from '@server/db/database';
import { toOrderJson, type OrderWithDetails } from '../order-json';
import { findOrderWithDetails } from '../order-query.service';
import type { OrderStream, OrderStreamEvent } from './order-event-stream';
import type { OrderNotification } from './order-notifications';

/** Whose orders a stream carries: a customer's, or those of the restaurant an owner owns. */
export type OrderSubscription = { userId: string } | { restaurantId: string };

export interface OrderEventHub {
  /** Answers what ends the subscription. */
  subscribe(subscription: OrderSubscription, stream: OrderStream): () => void;
  /** Reads the order once and hands it to every stream it belongs on. */
  notify(notification: OrderNotification): void;
  /** Ends every stream: the app closes, or notifications were lost. */
  closeAll(): void;
  /** Open streams, for the benchmark. */
  size(): number;
}

/** The `order` event: the order exactly as the order lists answer it. */
export function orderEvent(row: OrderWithDetails, apiBaseUrl: string): OrderStreamEvent {
  const order = z.encode(orderSchema, toOrderJson(row, apiBaseUrl));
  return { event: ORDER_EVENT, id: order.updatedAt, data: JSON.stringify(order) };
}

export function orderRemovedEvent(orderId: string): OrderStreamEvent {
  return { event: ORDER_REMOVED_EVENT, data: JSON.stringify({ _id: orderId }) };
}

/**
 * The streams of this process by customer and by restaurant. A change is read from the database
 * only when a stream here wants it, and the stored order, not the notification, says whose it is.
 * Changes to one order are delivered in the order they were notified.
 */
export function createOrderEventHub(
  db: Database,
  apiBaseUrl: string,
  log: FastifyBaseLogger,
): OrderEventHub {
  const byUser = new Map<string, Set<OrderStream>>();
  const byRestaurant = new Map<string, Set<OrderStream>>();
  const pending = new Map<string, Promise<void>>();

  const deliver = async (orderId: string) => {
    const row = await findOrderWithDetails(db, orderId);
    // Unpaid orders are on no list; a deleted one (a failed checkout) never was.
    if (!row || row.order.amountPaid === null) return;
    const event = orderEvent(row, apiBaseUrl);
    byUser.get(row.order.userId)?.forEach((stream) => stream.send(event));
    const owners = byRestaurant.get(row.order.restaurantId);
    if (!owners) return;
    const forOwner = row.order.archivedByOwnerAt ? orderRemovedEvent(orderId) : event;
    owners.forEach((stream) => stream.send(forOwner));
  };

  return {
    subscribe(subscription, stream) {
      const [index, key] =
        'userId' in subscription
          ? [byUser, subscription.userId]
          : [byRestaurant, subscription.restaurantId];
      const streams = index.get(key) ?? new Set();
      index.set(key, streams.add(stream));
      return () => {
        streams.delete(stream);
        if (streams.size === 0 && index.get(key) === streams) index.delete(key);
      };
    },
    notify({ orderId, userId, restaurantId }) {
      if (!byUser.has(userId) && !byRestaurant.has(restaurantId)) return;
      const previous = pending.get(orderId) ?? Promise.resolve();
      const next = previous
        .then(() => deliver(orderId))
        .catch((error: unknown) => log.error({ err: error, orderId }, 'order event not delivered'))
        .finally(() => {
          if (pending.get(orderId) === next) pending.delete(orderId);
        });
      pending.set(orderId, next);
    },
    closeAll() {
      for (const index of [byUser, byRestaurant]) {
        [...index.values()].flatMap((streams) => [...streams]).forEach((stream) => stream.close());
        index.clear();
      }
    },
    size() {
      let open = 0;
      for (const index of [byUser, byRestaurant])
        index.forEach((streams) => (open += streams.size));
      return open;
    },
  };
}
