import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { DatabaseHandle, Unlisten } from '@server/db/database';

/** The channel the orders trigger notifies (migration 0009_order_events). */
export const ORDER_EVENTS_CHANNEL = 'order_events';

/** Which order changed, as the trigger tells it: ids only, so the payload never grows. */
const notificationSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  restaurantId: z.string(),
});

export type OrderNotification = z.infer<typeof notificationSchema>;

export interface OrderNotifications {
  /** Resolves once this process is listening; starts listening on the first call. */
  ensureListening(): Promise<void>;
  close(): Promise<void>;
}

/**
 * This process's one LISTEN on the orders channel, started by the first stream. When the
 * connection breaks, `onLost` runs (streams end, and their clients resume with Last-Event-ID,
 * catching up on what was missed); the next stream listens again.
 */
export function createOrderNotifications(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  handlers: { onNotification(notification: OrderNotification): void; onLost(): void },
): OrderNotifications {
  let listening: Promise<Unlisten> | undefined;
  let closed = false;

  const onPayload = (payload: string) => {
    const notification = parseNotification(payload);
    if (notification) handlers.onNotification(notification);
    else log.warn({ payload }, 'order notification not understood');
  };
  const onLost = (error: Error) => {
    log.warn({ err: error }, 'order notifications lost; open order streams end');
    listening = undefined;
    handlers.onLost();
  };

  return {
    async ensureListening() {
      if (closed) throw new Error('order notifications are closed');
      listening ??= database.listen(ORDER_EVENTS_CHANNEL, onPayload, onLost).catch((error) => {
        listening = undefined;
        throw error;
      });
      await listening;
    },
    async close() {
      closed = true;
      const unlisten = await listening?.catch(() => undefined);
      listening = undefined;
      await unlisten?.().catch((error: unknown) => log.warn({ err: error }, 'unlisten failed'));
    },
  };
}

function parseNotification(payload: string): OrderNotification | undefined {
  try {
    return notificationSchema.parse(JSON.parse(payload));
  } catch {
    return undefined;
  }
}
