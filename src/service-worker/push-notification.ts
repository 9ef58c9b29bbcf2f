import { orderStateLabel } from '@contract/order-status';
import { PUSH_OPENS, pushTag, type PushMessage } from '@contract/push';
import { firstLinesText, quantityText } from '@/features/orders/owner/order-lines';
import { ALERT_TEXTS } from '@/features/orders/owner/owner-orders.texts';
import { formatPrice } from '@/lib/money';
import { PUSH_TEXTS } from './service-worker.texts';
import type { WorkerNotificationOptions } from './worker-scope';

/** What a notification opens when clicked, kept in its `data`. */
export interface NotificationData {
  url: string;
}

/** What a push makes the worker do: show a notification, or close those with a tag. */
export type NotificationPlan =
  | { show: { title: string; options: WorkerNotificationOptions & { data: NotificationData } } }
  | { close: string };

/**
 * The notification a pushed message asks for: a new order says its total and first lines as the
 * Orders tab's own notification does, stays until the owner acts and alerts again when replaced;
 * an answered order closes its alert; a status change names the restaurant and the new status.
 */
export function notificationPlan(message: PushMessage, icon: string): NotificationPlan {
  const tag = pushTag(message.orderId);
  const data: NotificationData = { url: PUSH_OPENS[message.kind] };
  switch (message.kind) {
    case 'new-order': {
      const lines = message.lines.map(({ name, quantity }) => quantityText(name, quantity));
      return {
        show: {
          title: ALERT_TEXTS.notificationTitle(formatPrice(message.total)),
          options: {
            body: firstLinesText(lines, message.moreLines),
            tag,
            renotify: true,
            requireInteraction: true,
            icon,
            data,
          },
        },
      };
    }
    case 'order-answered':
      return { close: tag };
    case 'order-status':
      return {
        show: {
          title: PUSH_TEXTS.orderStatusTitle(
            message.restaurantName,
            orderStateLabel(message.status),
          ),
          options: { body: PUSH_TEXTS.orderStatusBody, tag, icon, data },
        },
      };
  }
}

/** The page a clicked notification opens: its own, or the home page for one without. */
export function urlOfNotification(data: unknown): string {
  const url = (data as Partial<NotificationData> | null)?.url;
  return typeof url === 'string' && url.startsWith('/') ? url : '/';
}
