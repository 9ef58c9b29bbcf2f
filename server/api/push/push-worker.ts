import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PushMessage, PushPurpose } from '@contract/push';
import type { Database } from '@server/db/database';
import { orders, restaurants } from '@server/db/schema';
import { toOrderJson } from '../orders/order-json';
import { findOrderWithDetails } from '../orders/order-query.service';
import { claimPushEvents, type PushEvent } from './push-outbox';
import {
  newOrderPushMessage,
  orderAnsweredPushMessage,
  orderStatusPushMessage,
} from './push-messages';
import type { PushSender, PushTarget } from './push-sender';
import { forgetSubscription, subscriptionsOf } from './push-subscriptions.service';

/** Events taken off the outbox at a time. */
const BATCH = 50;
/** Pushes in flight at once, from this process. */
export const PUSH_CONCURRENCY = 8;

export interface PushWorkerOptions {
  db: Database;
  send: PushSender;
  apiBaseUrl: string;
  log: FastifyBaseLogger;
}

export interface PushWorker {
  /**
   * Pushes what the outbox holds, until it is empty; a call while that runs makes it look again
   * once done. Resolves when no run is left (never rejects: a failure is logged).
   */
  drain(): Promise<void>;
  /** No new run starts; resolves once the one going has finished. */
  stop(): Promise<void>;
}

/** Who receives an event, with what purpose, and the message. */
interface Delivery {
  userId: string;
  purpose: PushPurpose;
  message: PushMessage;
}

/**
 * This process's sender: it claims the outbox's events (push-outbox.ts) and pushes each to the
 * devices of the user it concerns, PUSH_CONCURRENCY at a time, apart from any request. A device
 * whose push service says it is gone is forgotten.
 */
export function createPushWorker({ db, send, apiBaseUrl, log }: PushWorkerOptions): PushWorker {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  /** The message of an event and its recipient; none when the order is gone. */
  const deliveryOf = async (event: PushEvent): Promise<Delivery | undefined> => {
    const [order] = await db
      .select({
        customerId: orders.userId,
        ownerId: restaurants.ownerId,
        restaurantName: restaurants.restaurantName,
      })
      .from(orders)
      .innerJoin(restaurants, eq(orders.restaurantId, restaurants.id))
      .where(eq(orders.id, event.orderId));
    if (!order) return undefined;
    switch (event.kind) {
      case 'new-order': {
        // As the owner's list answers it: the browser tests deliver exactly this message.
        const details = await findOrderWithDetails(db, event.orderId);
        if (!details) return undefined;
        const message = newOrderPushMessage(toOrderJson(details, apiBaseUrl));
        return { userId: order.ownerId, purpose: 'owner-alerts', message };
      }
      case 'order-answered':
        return {
          userId: order.ownerId,
          purpose: 'owner-alerts',
          message: orderAnsweredPushMessage(event.orderId),
        };
      case 'order-status':
        if (!event.status) return undefined;
        return {
          userId: order.customerId,
          purpose: 'order-updates',
          message: orderStatusPushMessage(event.orderId, event.status, order.restaurantName),
        };
    }
  };

  const push = async (target: PushTarget, message: PushMessage) => {
    const outcome = await send(target, message);
    if (outcome === 'gone') await forgetSubscription(db, target.endpoint);
  };

  const pushBatch = async (events: PushEvent[]) => {
    const sends: Array<() => Promise<void>> = [];
    for (const event of events) {
      const delivery = await deliveryOf(event);
      if (!delivery) continue;
      const targets = await subscriptionsOf(db, delivery.userId, delivery.purpose);
      for (const target of targets) sends.push(() => push(target, delivery.message));
    }
    await inTurns(sends, PUSH_CONCURRENCY, log);
  };

  const drainOnce = async () => {
    for (;;) {
      if (stopped) return;
      const events = await claimPushEvents(db, BATCH);
      if (events.length === 0) return;
      await pushBatch(events);
    }
  };

  const drain = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drainOnce().catch((error: unknown) =>
          log.warn({ err: error }, 'sending pushes failed; tried again later'),
        );
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    drain,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** Runs `tasks`, at most `limit` at a time; a failed one is logged and the rest go on. */
async function inTurns(
  tasks: Array<() => Promise<void>>,
  limit: number,
  log: FastifyBaseLogger,
): Promise<void> {
  let next = 0;
  const turn = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      await task().catch((error: unknown) => log.warn({ err: error }, 'push failed'));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, turn));
}
