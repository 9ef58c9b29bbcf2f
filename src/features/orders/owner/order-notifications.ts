import type { Order } from '@contract/order';
import type { NotificationPermissionState } from '@machines/orders/new-orders';
import { formatPrice } from '@/lib/money';
import { firstLinesText, lineText } from './order-lines';
import { ALERT_TEXTS } from './owner-orders.texts';

/** How many of an order's lines a notification names. */
const FIRST_LINES = 3;

const notificationApi = () => (typeof Notification === 'undefined' ? undefined : Notification);

/** What the browser allows now; one without notifications never shows any, as if refused. */
export function notificationPermission(): NotificationPermissionState {
  return notificationApi()?.permission ?? 'denied';
}

/** Asks the browser (it prompts only while nothing was decided); never fails. */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  const api = notificationApi();
  if (!api) return 'denied';
  try {
    return await api.requestPermission();
  } catch {
    return api.permission;
  }
}

/**
 * Reports the permission now and, where the browser tells of changes (the site's settings),
 * each time it changes. Answers the function that stops listening.
 */
export function watchNotificationPermission(
  report: (permission: NotificationPermissionState) => void,
): () => void {
  report(notificationPermission());
  const permissions = typeof navigator === 'undefined' ? undefined : navigator.permissions;
  if (!notificationApi() || !permissions) return () => undefined;
  let status: PermissionStatus | undefined;
  let stopped = false;
  const onChange = () => report(notificationPermission());
  permissions.query({ name: 'notifications' }).then(
    (found) => {
      if (stopped) return;
      status = found;
      found.addEventListener('change', onChange);
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    status?.removeEventListener('change', onChange);
  };
}

/** 'Margherita x 2, Tiramisu x 1', the first lines of an order as its card lists them. */
export function firstLinesOf(order: Order): string {
  const lines = order.cartItems.slice(0, FIRST_LINES).map(lineText);
  return firstLinesText(lines, order.cartItems.length - FIRST_LINES);
}

/** A system notification of a new order: its total, its first lines. Clicking it opens the tab. */
export function showOrderNotification(order: Order): void {
  const api = notificationApi();
  if (api?.permission !== 'granted') return;
  try {
    const notification = new api(ALERT_TEXTS.notificationTitle(formatPrice(order.totalAmount)), {
      body: firstLinesOf(order),
      // One per order: showing it again replaces it rather than stacking.
      tag: `order-${order._id}`,
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some mobile browsers show notifications only from a service worker: the chime remains.
  }
}
