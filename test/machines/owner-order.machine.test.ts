import { createActor, fromPromise } from 'xstate';
import type { OrderStatus } from '@contract/order-status';
import { REMOVAL_DELAY_MS } from '@machines/orders/order-timing';
import {
  ownerOrderMachine,
  selectShownStatus,
  type SavedOrder,
} from '@machines/orders/owner-order.machine';

interface Calls {
  update: (status: OrderStatus) => Promise<SavedOrder>;
  remove: () => Promise<unknown>;
}

/** The server's copy of the order at second `second` of a fixed minute. */
const at = (second: number) => new Date(Date.UTC(2025, 0, 1, 12, 0, second)).toISOString();
/** The card opens with the copy of second 0; a save answers with the copy of second 10. */
const saved = (status: OrderStatus) => Promise.resolve({ status, updatedAt: at(10) });
/** A poll's copy of the order, newer than the card's first one unless said otherwise. */
const polled = (status: OrderStatus, second = 5) => ({
  type: 'order.updated' as const,
  status,
  updatedAt: at(second),
});
const failed = () => Promise.reject(new Error('500'));

function startCard(status: OrderStatus, calls: Partial<Calls> = {}) {
  const { update = saved, remove = () => Promise.resolve({}) } = calls;
  const toasts: string[] = [];
  const requests: Array<{ orderId: string; status?: OrderStatus }> = [];
  const machine = ownerOrderMachine.provide({
    actions: {
      notifyStatusSaved: () => toasts.push('saved'),
      notifyStatusFailed: () => toasts.push('save failed'),
      notifyRemoved: () => toasts.push('removed'),
      notifyRemoveFailed: () => toasts.push('remove failed'),
    },
    actors: {
      updateOrderStatus: fromPromise(({ input }) => {
        requests.push(input);
        return update(input.status);
      }),
      removeOrder: fromPromise(({ input }) => {
        requests.push(input);
        return remove();
      }),
    },
  });
  const actor = createActor(machine, {
    input: { orderId: 'o1', status, updatedAt: at(0) },
  }).start();
  const snapshot = () => actor.getSnapshot();
  return { actor, snapshot, toasts, requests };
}

// Lets a provided promise settle without moving the fake clock.
const settle = () => jest.advanceTimersByTimeAsync(0);

describe('owner order machine: status', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('does nothing when the current status is chosen', async () => {
    const { actor, snapshot, toasts, requests } = startCard('paid');
    expect(snapshot().can({ type: 'status.choose', status: 'paid' })).toBe(false);
    actor.send({ type: 'status.choose', status: 'paid' });
    await settle();
    expect(snapshot().value).toEqual({ status: 'idle', removal: 'notDelivered' });
    expect(requests).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('saves another status, showing it meanwhile', async () => {
    let answer: (value: SavedOrder) => void = () => undefined;
    const { actor, snapshot, toasts, requests } = startCard('paid', {
      update: () => new Promise((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'status.choose', status: 'inProgress' });
    expect(snapshot().hasTag('saving')).toBe(true);
    expect(selectShownStatus(snapshot())).toBe('inProgress');
    expect(snapshot().can({ type: 'status.choose', status: 'placed' })).toBe(false);
    expect(requests).toEqual([{ orderId: 'o1', status: 'inProgress' }]);

    answer({ status: 'inProgress', updatedAt: at(10) });
    await settle();
    expect(snapshot().hasTag('saving')).toBe(false);
    expect(snapshot().context.status).toBe('inProgress');
    expect(selectShownStatus(snapshot())).toBe('inProgress');
    expect(toasts).toEqual(['saved']);
  });

  it('puts the saved status back when saving fails', async () => {
    const { actor, snapshot, toasts } = startCard('paid', { update: failed });
    actor.send({ type: 'status.choose', status: 'outForDelivery' });
    await settle();
    expect(snapshot().value).toEqual({ status: 'idle', removal: 'notDelivered' });
    expect(selectShownStatus(snapshot())).toBe('paid');
    expect(toasts).toEqual(['save failed']);
  });

  it('follows the status the polled list brings', () => {
    const { actor, snapshot } = startCard('paid');
    actor.send(polled('inProgress'));
    expect(selectShownStatus(snapshot())).toBe('inProgress');
    expect(snapshot().can({ type: 'status.choose', status: 'inProgress' })).toBe(false);
  });

  it('keeps the saved status when a poll that left before the save brings the older copy', async () => {
    const { actor, snapshot } = startCard('outForDelivery');
    actor.send({ type: 'status.choose', status: 'delivered' });
    await settle();
    actor.send(polled('outForDelivery', 5));
    expect(selectShownStatus(snapshot())).toBe('delivered');
    jest.advanceTimersByTime(REMOVAL_DELAY_MS);
    expect(snapshot().hasTag('removable')).toBe(true);

    actor.send(polled('inProgress', 20));
    expect(selectShownStatus(snapshot())).toBe('inProgress');
  });

  it('fails by default: the calls must be provided', async () => {
    const actor = createActor(ownerOrderMachine, {
      input: { orderId: 'o1', status: 'paid', updatedAt: at(0) },
    });
    actor.start();
    actor.send({ type: 'status.choose', status: 'inProgress' });
    await settle();
    expect(selectShownStatus(actor.getSnapshot())).toBe('paid');
  });
});

describe('owner order machine: removal of a delivered order', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says removing soon for 7 s, then offers the X', () => {
    const { snapshot } = startCard('delivered');
    expect(snapshot().value).toEqual({ status: 'idle', removal: 'removingSoon' });
    expect(snapshot().hasTag('removingSoon')).toBe(true);
    expect(snapshot().can({ type: 'order.remove' })).toBe(false);
    jest.advanceTimersByTime(REMOVAL_DELAY_MS - 1);
    expect(snapshot().hasTag('removable')).toBe(false);
    jest.advanceTimersByTime(1);
    expect(snapshot().hasTag('removingSoon')).toBe(false);
    expect(snapshot().hasTag('removable')).toBe(true);
    expect(snapshot().can({ type: 'order.remove' })).toBe(true);
  });

  it('removes the order and is done', async () => {
    const { actor, snapshot, toasts, requests } = startCard('delivered');
    jest.advanceTimersByTime(REMOVAL_DELAY_MS);
    actor.send({ type: 'order.remove' });
    expect(snapshot().hasTag('removing')).toBe(true);
    expect(requests).toEqual([{ orderId: 'o1' }]);
    await settle();
    expect(snapshot().hasTag('removed')).toBe(true);
    expect(toasts).toEqual(['removed']);
  });

  it('offers the X again when removing fails', async () => {
    const { actor, snapshot, toasts } = startCard('delivered', { remove: failed });
    jest.advanceTimersByTime(REMOVAL_DELAY_MS);
    actor.send({ type: 'order.remove' });
    await settle();
    expect(snapshot().hasTag('removable')).toBe(true);
    expect(toasts).toEqual(['remove failed']);
  });

  it('starts the countdown when the order becomes delivered, by the owner or by a poll', async () => {
    const { actor, snapshot } = startCard('outForDelivery');
    expect(snapshot().hasTag('removingSoon')).toBe(false);
    actor.send({ type: 'status.choose', status: 'delivered' });
    expect(snapshot().hasTag('removingSoon')).toBe(false);
    await settle();
    expect(snapshot().hasTag('removingSoon')).toBe(true);

    const seenByPoll = startCard('outForDelivery');
    seenByPoll.actor.send(polled('delivered'));
    expect(seenByPoll.snapshot().hasTag('removingSoon')).toBe(true);
  });

  it('keeps counting when a poll brings the same delivered status', () => {
    const { actor, snapshot } = startCard('delivered');
    jest.advanceTimersByTime(REMOVAL_DELAY_MS - 1000);
    actor.send(polled('delivered'));
    jest.advanceTimersByTime(1000);
    expect(snapshot().hasTag('removable')).toBe(true);
  });

  it('cancels the countdown when the status is moved back before the X shows', async () => {
    const { actor, snapshot } = startCard('delivered');
    jest.advanceTimersByTime(REMOVAL_DELAY_MS - 1);
    actor.send({ type: 'status.choose', status: 'outForDelivery' });
    await settle();
    expect(snapshot().value).toEqual({ status: 'idle', removal: 'notDelivered' });
    jest.advanceTimersByTime(60_000);
    expect(snapshot().hasTag('removable')).toBe(false);

    actor.send({ type: 'status.choose', status: 'delivered' });
    await settle();
    jest.advanceTimersByTime(REMOVAL_DELAY_MS - 1);
    expect(snapshot().hasTag('removable')).toBe(false);
    jest.advanceTimersByTime(1);
    expect(snapshot().hasTag('removable')).toBe(true);
  });

  it('takes the X away when the order is moved back after it shows', () => {
    const { actor, snapshot } = startCard('delivered');
    jest.advanceTimersByTime(REMOVAL_DELAY_MS);
    actor.send(polled('inProgress'));
    expect(snapshot().value).toEqual({ status: 'idle', removal: 'notDelivered' });
    expect(snapshot().can({ type: 'order.remove' })).toBe(false);
  });

  it('keeps counting when moving the order back fails', async () => {
    const { actor, snapshot } = startCard('delivered', { update: failed });
    actor.send({ type: 'status.choose', status: 'paid' });
    await settle();
    expect(snapshot().hasTag('removingSoon')).toBe(true);
    jest.advanceTimersByTime(REMOVAL_DELAY_MS);
    expect(snapshot().hasTag('removable')).toBe(true);
  });
});
