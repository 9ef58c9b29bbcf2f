import { createActor, fromPromise } from 'xstate';
import { CHIME_REPEAT_MS } from '@machines/orders/order-timing';
import { newOrderAlertMachine } from '@machines/orders/new-order-alert.machine';
import { newOrderIds, type NotificationPermissionState } from '@machines/orders/new-orders';
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
  const taken = () => effects.splice(0);
  return { actor, seen, taken, asked: () => asked, snapshot: () => actor.getSnapshot() };
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
