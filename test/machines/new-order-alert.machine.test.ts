import { createActor, fromPromise } from 'xstate';
import { CHIME_REPEAT_MS, CHIME_URGENT_REPEAT_MS } from '@machines/orders/order-timing';
import { newOrderAlertMachine } from '@machines/orders/new-order-alert.machine';
import {
  newOrderIds,
  nextUrgencyIn,
  urgentOrderIds,
  type NotificationPermissionState,
} from '@machines/orders/new-orders';
import { anOrder } from '../src/features/orders/order-fixtures';

/** The alert as the Orders tab starts it, with every effect written down. */
function startAlert({ muted = false, answer = 'granted' as NotificationPermissionState } = {}) {
  const effects: string[] = [];
  let asked = 0;
  const machine = newOrderAlertMachine.provide({
    actions: {
      playChime: () => effects.push('chime'),
      unlockSound: () => effects.push('unlock'),
      showNotifications: (_, { orderIds }) => effects.push(`notify ${orderIds.join(',')}`),
      showCount: (_, { count }) => effects.push(`title ${count}`),
      clearCount: () => effects.push('title cleared'),
      saveMuted: (_, { muted: saved }) => effects.push(`muted ${saved}`),
    },
    actors: {
      requestPermission: fromPromise(async () => {
        asked += 1;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { muted } }).start();
  const seen = (...orderIds: string[]) => actor.send({ type: 'orders.seen', orderIds });
  /** The list again, some of its new orders in their last minutes. */
  const seenUrgent = (orderIds: string[], urgentIds: string[]) =>
    actor.send({ type: 'orders.seen', orderIds, urgentIds });
  const taken = () => effects.splice(0);
  return {
    actor,
    seen,
    seenUrgent,
    taken,
    asked: () => asked,
    snapshot: () => actor.getSnapshot(),
  };
}

const passTime = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('new orders', () => {
  it('are the paid ones', () => {
    const orders = [
      anOrder({ _id: 'a', status: 'paid' }),
      anOrder({ _id: 'b', status: 'inProgress' }),
      anOrder({ _id: 'c', status: 'paid' }),
    ];
    expect(newOrderIds(orders)).toEqual(['a', 'c']);
  });
});

describe('urgent orders', () => {
  const NOW = Date.UTC(2025, 5, 1, 18, 0);
  const acceptBy = (msFromNow: number) => new Date(NOW + msFromNow).toISOString();
  const MINUTE_MS = 60_000;

  it('are the new ones within 3 minutes of their acceptBy, or past it', () => {
    const orders = [
      anOrder({ _id: 'a', acceptBy: acceptBy(3 * MINUTE_MS) }),
      anOrder({ _id: 'b', acceptBy: acceptBy(3 * MINUTE_MS + 1) }),
      anOrder({ _id: 'c', acceptBy: acceptBy(-1000) }),
      anOrder({ _id: 'd', acceptBy: null }),
      anOrder({ _id: 'e', acceptBy: acceptBy(MINUTE_MS) }),
    ];
    expect(urgentOrderIds(orders, NOW)).toEqual(['a', 'c', 'e']);
    expect(urgentOrderIds(orders, NOW + 1)).toEqual(['a', 'b', 'c', 'e']);
    // Two minutes earlier e has only just become urgent; a moment before, only c is.
    expect(urgentOrderIds(orders, NOW - 2 * MINUTE_MS)).toEqual(['c', 'e']);
    expect(urgentOrderIds(orders, NOW - 2 * MINUTE_MS - 1)).toEqual(['c']);
  });

  it('are paid only: an answered order is not urgent whatever its acceptBy', () => {
    const soon = acceptBy(MINUTE_MS);
    const orders = [
      anOrder({ _id: 'placed', status: 'placed', acceptBy: soon }),
      anOrder({ _id: 'cooking', status: 'inProgress', acceptBy: soon }),
      anOrder({ _id: 'cancelled', status: 'cancelled', acceptBy: soon }),
      anOrder({ _id: 'new', status: 'paid', acceptBy: soon }),
    ];
    expect(urgentOrderIds(orders, NOW)).toEqual(['new']);
  });

  it('tell when the next new order becomes urgent', () => {
    const orders = [
      anOrder({ _id: 'a', acceptBy: acceptBy(10 * MINUTE_MS) }),
      anOrder({ _id: 'b', acceptBy: acceptBy(5 * MINUTE_MS) }),
      anOrder({ _id: 'c', status: 'inProgress', acceptBy: acceptBy(4 * MINUTE_MS) }),
      anOrder({ _id: 'd', acceptBy: acceptBy(MINUTE_MS) }),
    ];
    expect(nextUrgencyIn(orders, NOW)).toBe(2 * MINUTE_MS);
    expect(nextUrgencyIn(orders.slice(2), NOW)).toBeUndefined();
    expect(nextUrgencyIn([anOrder({ acceptBy: null })], NOW)).toBeUndefined();
  });
});

describe('new order alert: chime and title', () => {
  it('stays quiet while no new order waits', async () => {
    const { seen, taken, snapshot } = startAlert();
    seen();
    await passTime(CHIME_REPEAT_MS * 3);
    expect(taken()).toEqual([]);
    expect(snapshot().hasTag('waiting')).toBe(false);
  });

  it('chimes and counts when a new order arrives, and again every 30 s', async () => {
    const { seen, taken, snapshot } = startAlert();
    seen('a');
    expect(taken()).toEqual(['title 1', 'chime']);
    expect(snapshot().hasTag('waiting')).toBe(true);

    await passTime(CHIME_REPEAT_MS - 1);
    expect(taken()).toEqual([]);
    await passTime(1);
    expect(taken()).toEqual(['chime']);
    await passTime(CHIME_REPEAT_MS);
    expect(taken()).toEqual(['chime']);
  });

  it('chimes for a second order and counts from it', async () => {
    const { seen, taken } = startAlert();
    seen('a');
    await passTime(20_000);
    seen('b', 'a');
    expect(taken()).toEqual(['title 1', 'chime', 'title 2', 'chime']);
    // The 30 s start again from the second order's chime.
    await passTime(CHIME_REPEAT_MS - 1);
    expect(taken()).toEqual([]);
    await passTime(1);
    expect(taken()).toEqual(['chime']);
  });

  it('counts down without a chime when one of several is accepted', async () => {
    const { seen, taken } = startAlert();
    seen('a', 'b');
    taken();
    seen('b');
    expect(taken()).toEqual(['title 1']);
    await passTime(CHIME_REPEAT_MS);
    expect(taken()).toEqual(['chime']);
  });

  it('stops at once when the last one is accepted', async () => {
    const { seen, taken, snapshot } = startAlert();
    seen('a');
    taken();
    seen();
    expect(taken()).toEqual(['title cleared']);
    expect(snapshot().context.waitingIds).toEqual([]);
    await passTime(CHIME_REPEAT_MS * 2);
    expect(taken()).toEqual([]);
  });

  it('counts an order again without announcing it when it comes back (a failed Accept)', async () => {
    const { seen, taken } = startAlert();
    seen('a');
    seen();
    taken();
    seen('a');
    expect(taken()).toEqual(['title 1']);
    await passTime(CHIME_REPEAT_MS);
    expect(taken()).toEqual(['chime']);
  });

  it('keeps quiet while muted, and keeps the choice', async () => {
    const { actor, seen, taken, snapshot } = startAlert();
    actor.send({ type: 'mute.toggle' });
    expect(taken()).toEqual(['muted true']);
    expect(snapshot().context.muted).toBe(true);
    seen('a');
    await passTime(CHIME_REPEAT_MS);
    expect(taken()).toEqual(['title 1']);

    actor.send({ type: 'mute.toggle' });
    await passTime(CHIME_REPEAT_MS);
    expect(taken()).toEqual(['muted false', 'chime']);
  });

  it('starts muted when the owner muted it before', () => {
    const { seen, taken, snapshot } = startAlert({ muted: true });
    seen('a');
    expect(taken()).toEqual(['title 1']);
    expect(snapshot().context.muted).toBe(true);
  });
});

describe('new order alert: the faster chime of an urgent order', () => {
  it('chimes every 10 s while an order is urgent, every 30 s again once none is', async () => {
    const { seen, seenUrgent, taken, snapshot } = startAlert();
    seen('a', 'b');
    await passTime(5000);
    seenUrgent(['a', 'b'], ['a']);
    expect(taken()).toEqual(['title 2', 'chime', 'title 2']);
    expect(snapshot().hasTag('urgent')).toBe(true);
    // The 10 s count from the moment the order became urgent.
    await passTime(CHIME_URGENT_REPEAT_MS - 1);
    expect(taken()).toEqual([]);
    await passTime(1);
    expect(taken()).toEqual(['chime']);
    await passTime(CHIME_URGENT_REPEAT_MS * 2);
    expect(taken()).toEqual(['chime', 'chime']);

    // The urgent one is accepted; the other waits as before.
    seenUrgent(['b'], []);
    expect(snapshot().hasTag('urgent')).toBe(false);
    expect(snapshot().hasTag('waiting')).toBe(true);
    await passTime(CHIME_REPEAT_MS - 1);
    expect(taken()).toEqual(['title 1']);
    await passTime(1);
    expect(taken()).toEqual(['chime']);
  });

  it('hurries from the first chime when an order arrives already urgent', async () => {
    const { seenUrgent, taken, snapshot } = startAlert();
    seenUrgent(['a'], ['a']);
    expect(taken()).toEqual(['title 1', 'chime']);
    expect(snapshot().hasTag('urgent')).toBe(true);
    await passTime(CHIME_URGENT_REPEAT_MS);
    expect(taken()).toEqual(['chime']);
  });

  it('hurries again after a new order chimes, and stops with the last order', async () => {
    const { seen, seenUrgent, taken, snapshot } = startAlert();
    seenUrgent(['a'], ['a']);
    await passTime(4000);
    seenUrgent(['b', 'a'], ['a']);
    expect(taken()).toEqual(['title 1', 'chime', 'title 2', 'chime']);
    await passTime(CHIME_URGENT_REPEAT_MS);
    expect(taken()).toEqual(['chime']);

    seen();
    expect(taken()).toEqual(['title cleared']);
    expect(snapshot().hasTag('urgent')).toBe(false);
    await passTime(CHIME_REPEAT_MS * 2);
    expect(taken()).toEqual([]);
  });

  it('keeps quiet while muted, however urgent', async () => {
    const { actor, seenUrgent, taken } = startAlert({ muted: true });
    seenUrgent(['a'], ['a']);
    await passTime(CHIME_URGENT_REPEAT_MS * 3);
    expect(taken()).toEqual(['title 1']);
    actor.send({ type: 'mute.toggle' });
    await passTime(CHIME_URGENT_REPEAT_MS);
    expect(taken()).toEqual(['muted false', 'chime']);
  });
});

describe('new order alert: notifications', () => {
  it('asks for permission only when the owner enables alerts', async () => {
    const { actor, seen, taken, asked, snapshot } = startAlert();
    seen('a');
    expect(asked()).toBe(0);
    expect(taken()).toEqual(['title 1', 'chime']);

    actor.send({ type: 'alerts.enable' });
    expect(snapshot().hasTag('asking')).toBe(true);
    // Asked at once, within the click: browsers ask only on a person's gesture.
    expect(asked()).toBe(1);
    expect(taken()).toEqual(['unlock']);
    await passTime(0);
    expect(snapshot().hasTag('notifying')).toBe(true);

    seen('a', 'b');
    expect(taken()).toEqual(['title 2', 'chime', 'notify b']);
  });

  it('notifies every order of a first list at once, with one chime', async () => {
    const { actor, seen, taken } = startAlert();
    actor.send({ type: 'permission.checked', permission: 'granted' });
    seen('a', 'b');
    expect(taken()).toEqual(['title 2', 'chime', 'notify a,b']);
  });

  it('does not notify when the browser refuses, and says so', async () => {
    const { actor, seen, taken, snapshot } = startAlert({ answer: 'denied' });
    actor.send({ type: 'alerts.enable' });
    await passTime(0);
    expect(snapshot().hasTag('blocked')).toBe(true);
    taken();
    seen('a');
    expect(taken()).toEqual(['title 1', 'chime']);
  });

  it('offers the button again when the prompt is dismissed', async () => {
    const { actor, snapshot } = startAlert({ answer: 'default' });
    actor.send({ type: 'alerts.enable' });
    await passTime(0);
    expect(snapshot().matches({ notifications: 'off' })).toBe(true);
    expect(snapshot().can({ type: 'alerts.enable' })).toBe(true);
  });

  it('follows the permission as the browser changes it', () => {
    const { actor, snapshot } = startAlert();
    const browserSays = (permission: NotificationPermissionState) =>
      actor.send({ type: 'permission.checked', permission });
    browserSays('default');
    expect(snapshot().matches({ notifications: 'off' })).toBe(true);
    browserSays('denied');
    expect(snapshot().hasTag('blocked')).toBe(true);
    browserSays('granted');
    expect(snapshot().hasTag('notifying')).toBe(true);
    browserSays('denied');
    expect(snapshot().hasTag('blocked')).toBe(true);
  });

  it('runs inert without the effects provided', async () => {
    const actor = createActor(newOrderAlertMachine, { input: { muted: false } }).start();
    actor.send({ type: 'orders.seen', orderIds: ['a'] });
    actor.send({ type: 'alerts.enable' });
    await passTime(CHIME_REPEAT_MS);
    expect(actor.getSnapshot().matches({ waiting: 'some', notifications: 'off' })).toBe(true);
  });
});
