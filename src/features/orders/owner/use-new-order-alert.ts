import { useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { Order } from '@contract/order';
import { newOrderAlertMachine } from '@machines/orders/new-order-alert.machine';
import {
  newOrderIds,
  nextUrgencyIn,
  urgentOrderIds,
  type NotificationPermissionState,
} from '@machines/orders/new-orders';
import { useMachineOptions, useMachineVariant } from '@/lib/machine-inspection';
import { readAlertMuted, writeAlertMuted } from './alert-mute';
import { createChime } from './chime';
import {
  requestNotificationPermission,
  showOrderNotification,
  watchNotificationPermission,
} from './order-notifications';
import { ALERT_TEXTS } from './owner-orders.texts';
import { createTitleCount } from './title-count';

export type NewOrderAlertActorRef = ActorRefFrom<typeof newOrderAlertMachine>;

/**
 * The new-order alert over the owner's cached order list: the browser's side of it (the chime,
 * notifications and their permission, the tab's title, the mute kept in localStorage) is
 * provided here, and the moment each new order enters its last minutes before the server rejects
 * it. The title the tab had comes back when the Orders tab goes. `onGranted` hears of a permission
 * the owner's press of 'Enable alerts' obtained (web push follows it).
 */
export function useNewOrderAlert(
  orders: readonly Order[] | undefined,
  onGranted: () => void = () => undefined,
): NewOrderAlertActorRef {
  const [browser] = useState(() => ({ chime: createChime(), title: createTitleCount() }));
  const [muted] = useState(readAlertMuted);
  const machine = newOrderAlertMachine.provide({
    actions: {
      playChime: () => browser.chime.play(),
      unlockSound: () => browser.chime.unlock(),
      // The machine hears of the orders (an effect) after this render's list is provided here.
      showNotifications: (_, { orderIds }) =>
        (orders ?? [])
          .filter((order) => orderIds.includes(order._id))
          .forEach(showOrderNotification),
      showCount: (_, { count }) => browser.title.show(ALERT_TEXTS.title(count)),
      clearCount: () => browser.title.clear(),
      saveMuted: (_, params) => writeAlertMuted(params.muted),
    },
    actors: {
      requestPermission: fromPromise<NotificationPermissionState>(async () => {
        const permission = await requestNotificationPermission();
        if (permission === 'granted') onGranted();
        return permission;
      }),
    },
  });
  const actor = useActorRef(useMachineVariant(machine), useMachineOptions({ muted }));
  // Counts the moments an order became urgent, so that the list is told again then.
  const [urgencies, setUrgencies] = useState(0);

  useEffect(() => {
    if (!orders) return;
    const now = Date.now();
    const orderIds = newOrderIds(orders);
    actor.send({ type: 'orders.seen', orderIds, urgentIds: urgentOrderIds(orders, now) });
    const wait = nextUrgencyIn(orders, now);
    if (wait === undefined) return;
    const timer = setTimeout(() => setUrgencies((count) => count + 1), wait);
    return () => clearTimeout(timer);
  }, [actor, orders, urgencies]);

  useEffect(
    () =>
      watchNotificationPermission((permission) =>
        actor.send({ type: 'permission.checked', permission }),
      ),
    [actor],
  );

  useEffect(
    () => () => {
      browser.title.clear();
      browser.chime.close();
    },
    [browser],
  );

  return actor;
}
