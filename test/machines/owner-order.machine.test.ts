import { createActor, fromPromise } from 'xstate';
import type { OrderState, OrderStatus } from '@contract/order-status';
import { REMOVAL_DELAY_MS } from '@machines/orders/order-timing';
import {
  ownerOrderMachine,
  type AcceptInput,
  type CancelInput,
  type LateInput,
  type RejectInput,
} from '@machines/orders/owner-order.machine';

interface Calls {
  update: (status: OrderStatus) => Promise<unknown>;
  remove: () => Promise<unknown>;
  kitchen: () => Promise<unknown>;
}

const saved = (status: OrderStatus) => Promise.resolve({ status });
const failed = () => Promise.reject(new Error('500'));
/** The status the card shows, from the cache: a poll's, or the one being saved. */
const shown = (status: OrderState) => ({ type: 'order.updated' as const, status });
const choose = (status: OrderStatus, current: OrderStatus) => ({
  type: 'status.choose' as const,
  status,
  current,
});

/** A card showing an order of `status`, as the view starts it. */
function startCard(status: OrderState, calls: Partial<Calls> = {}) {
  const {
    update = saved,
    remove = () => Promise.resolve({}),
    kitchen = () => saved('paid'),
  } = calls;
  const toasts: string[] = [];
  const requests: Array<{ orderId: string } & Record<string, unknown>> = [];
  const kitchenCall = <Input extends { orderId: string }>(name: string) =>
    fromPromise<unknown, Input>(({ input }) => {
      requests.push({ call: name, ...input });
      return kitchen();
    });
  const machine = ownerOrderMachine.provide({
    actions: {
      notifyStatusSaved: () => toasts.push('saved'),
      notifyStatusFailed: () => toasts.push('save failed'),
      notifyRemoved: () => toasts.push('removed'),
      notifyRemoveFailed: () => toasts.push('remove failed'),
      notifyAccepted: () => toasts.push('accepted'),
      notifyAcceptFailed: () => toasts.push('accept failed'),
      notifyLate: () => toasts.push('late'),
      notifyLateFailed: () => toasts.push('late failed'),
      notifyRejected: () => toasts.push('rejected'),
      notifyRejectFailed: () => toasts.push('reject failed'),
      notifyCancelled: () => toasts.push('cancelled'),
      notifyCancelFailed: () => toasts.push('cancel failed'),
    },
    actors: {
      acceptOrder: kitchenCall<AcceptInput>('accept'),
      lateOrder: kitchenCall<LateInput>('late'),
      rejectOrder: kitchenCall<RejectInput>('reject'),
      cancelOrder: kitchenCall<CancelInput>('cancel'),
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
  const actor = createActor(machine, { input: { orderId: 'o1' } }).start();
  actor.send(shown(status));
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
    expect(snapshot().can(choose('paid', 'paid'))).toBe(false);
    actor.send(choose('paid', 'paid'));
    await settle();
    expect(snapshot().value).toEqual({ status: 'idle', removal: 'notFinished' });
    expect(requests).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('saves another status, one change at a time', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { actor, snapshot, toasts, requests } = startCard('paid', {
      update: () => new Promise((resolve) => (answer = resolve)),
    });
    actor.send(choose('inProgress', 'paid'));
    expect(snapshot().hasTag('saving')).toBe(true);
    expect(snapshot().can(choose('placed', 'inProgress'))).toBe(false);
    expect(requests).toEqual([{ orderId: 'o1', status: 'inProgress' }]);

    answer({ status: 'inProgress' });
    await settle();
    expect(snapshot().hasTag('saving')).toBe(false);
    expect(toasts).toEqual(['saved']);
  });

  it('says so when saving fails', async () => {
    const { actor, snapshot, toasts } = startCard('paid', { update: failed });
    actor.send(choose('outForDelivery', 'paid'));
    await settle();
    expect(snapshot().value).toEqual({ status: 'idle', removal: 'notFinished' });
    expect(toasts).toEqual(['save failed']);
  });

  it('fails by default: the calls must be provided', async () => {
    const actor = createActor(ownerOrderMachine, { input: { orderId: 'o1' } }).start();
    actor.send(choose('inProgress', 'paid'));
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    await settle();
    expect(actor.getSnapshot().hasTag('saving')).toBe(false);
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

  it('starts the countdown once the owner’s change to delivered is saved, not while it is out', async () => {
    const { actor, snapshot } = startCard('outForDelivery');
    actor.send(choose('delivered', 'outForDelivery'));
    actor.send(shown('delivered'));
    expect(snapshot().hasTag('removingSoon')).toBe(false);
    await settle();
    expect(snapshot().hasTag('removingSoon')).toBe(true);
  });

  it('does not start the countdown when a change to delivered that showed fails', async () => {
    const { actor, snapshot } = startCard('outForDelivery', { update: failed });
    actor.send(choose('delivered', 'outForDelivery'));
    actor.send(shown('delivered'));
    await settle();
    expect(snapshot().value).toEqual({ status: 'idle', removal: 'notFinished' });
    actor.send(shown('outForDelivery'));
    jest.advanceTimersByTime(REMOVAL_DELAY_MS);
    expect(snapshot().hasTag('removable')).toBe(false);
  });

  it('starts the countdown when a poll shows the order delivered', () => {
    const { actor, snapshot } = startCard('outForDelivery');
    actor.send(shown('delivered'));
    expect(snapshot().hasTag('removingSoon')).toBe(true);
  });

  it('keeps counting when a poll brings the same delivered status', () => {
    const { actor, snapshot } = startCard('delivered');
    jest.advanceTimersByTime(REMOVAL_DELAY_MS - 1000);
    actor.send(shown('delivered'));
    jest.advanceTimersByTime(1000);
    expect(snapshot().hasTag('removable')).toBe(true);
  });

  it('cancels the countdown once moving the order back is saved', async () => {
    const { actor, snapshot } = startCard('delivered');
    jest.advanceTimersByTime(REMOVAL_DELAY_MS - 1);
    actor.send(choose('outForDelivery', 'delivered'));
    actor.send(shown('outForDelivery'));
    expect(snapshot().hasTag('removingSoon')).toBe(true);
    await settle();
    expect(snapshot().value).toEqual({ status: 'idle', removal: 'notFinished' });
    jest.advanceTimersByTime(60_000);
    expect(snapshot().hasTag('removable')).toBe(false);

    actor.send(choose('delivered', 'outForDelivery'));
    actor.send(shown('delivered'));
    await settle();
    jest.advanceTimersByTime(REMOVAL_DELAY_MS - 1);
    expect(snapshot().hasTag('removable')).toBe(false);
    jest.advanceTimersByTime(1);
    expect(snapshot().hasTag('removable')).toBe(true);
  });

  it('takes the X away when the order is moved back after it shows', () => {
    const { actor, snapshot } = startCard('delivered');
    jest.advanceTimersByTime(REMOVAL_DELAY_MS);
    actor.send(shown('inProgress'));
    expect(snapshot().value).toEqual({ status: 'idle', removal: 'notFinished' });
    expect(snapshot().can({ type: 'order.remove' })).toBe(false);
  });

  it('keeps counting when moving the order back fails and the old status shows again', async () => {
    const { actor, snapshot } = startCard('delivered', { update: failed });
    actor.send(choose('paid', 'delivered'));
    actor.send(shown('paid'));
    await settle();
    actor.send(shown('delivered'));
    expect(snapshot().hasTag('removingSoon')).toBe(true);
    jest.advanceTimersByTime(REMOVAL_DELAY_MS);
    expect(snapshot().hasTag('removable')).toBe(true);
  });
});

describe('owner order machine: the kitchen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('accepts a new order with its minutes, In Progress holding once saved', async () => {
    const { actor, snapshot, toasts, requests } = startCard('paid');
    actor.send({ type: 'order.accept', minutes: 20 });
    actor.send(shown('inProgress'));
    expect(snapshot().hasTag('kitchen')).toBe(true);
    expect(requests).toEqual([{ call: 'accept', orderId: 'o1', minutes: 20 }]);
    await settle();
    expect(snapshot().value).toEqual({ status: 'idle', removal: 'notFinished' });
    expect(toasts).toEqual(['accepted']);
    expect(snapshot().can({ type: 'order.late', minutes: 5 })).toBe(true);
    expect(snapshot().can({ type: 'order.accept', minutes: 20 })).toBe(false);
  });

  it('says so when accepting fails, and lets the owner try again', async () => {
    const { actor, snapshot, toasts } = startCard('paid', { kitchen: failed });
    actor.send({ type: 'order.accept', minutes: 20 });
    actor.send(shown('inProgress'));
    await settle();
    actor.send(shown('paid'));
    expect(toasts).toEqual(['accept failed']);
    expect(snapshot().can({ type: 'order.accept', minutes: 20 })).toBe(true);
  });

  it('offers running late and cancel only once the order is accepted', () => {
    const { snapshot } = startCard('paid');
    expect(snapshot().can({ type: 'order.late', minutes: 5 })).toBe(false);
    expect(snapshot().can({ type: 'cancel.open' })).toBe(false);
    expect(snapshot().can({ type: 'reject.open' })).toBe(true);
  });

  it('runs late, one write at a time', async () => {
    const { actor, snapshot, toasts, requests } = startCard('outForDelivery');
    actor.send({ type: 'order.late', minutes: 10 });
    expect(snapshot().hasTag('runningLate')).toBe(true);
    expect(snapshot().can(choose('delivered', 'outForDelivery'))).toBe(false);
    await settle();
    expect(requests).toEqual([{ call: 'late', orderId: 'o1', minutes: 10 }]);
    expect(toasts).toEqual(['late']);
  });

  it('keeps the reject form open, filled in, when rejecting fails', async () => {
    const { actor, snapshot, toasts } = startCard('paid', { kitchen: failed });
    actor.send({ type: 'reject.open' });
    expect(snapshot().hasTag('rejectForm')).toBe(true);
    actor.send({ type: 'order.reject', reason: 'other', note: 'Oven broke' });
    expect(snapshot().hasTag('rejecting')).toBe(true);
    await settle();
    expect(snapshot().hasTag('rejectForm')).toBe(true);
    expect(snapshot().hasTag('rejecting')).toBe(false);
    expect(toasts).toEqual(['reject failed']);
    actor.send({ type: 'form.close' });
    expect(snapshot().value).toEqual({ status: 'idle', removal: 'notFinished' });
  });

  it('rejects: the cancelled order then leaves the list as a delivered one does', async () => {
    const { actor, snapshot, toasts, requests } = startCard('paid');
    actor.send({ type: 'reject.open' });
    actor.send({ type: 'order.reject', reason: 'itemUnavailable' });
    await settle();
    actor.send(shown('cancelled'));
    expect(requests).toEqual([
      { call: 'reject', orderId: 'o1', reason: 'itemUnavailable', note: undefined },
    ]);
    expect(toasts).toEqual(['rejected']);
    expect(snapshot().hasTag('removingSoon')).toBe(true);
    expect(snapshot().can(choose('paid', 'delivered'))).toBe(false);
    jest.advanceTimersByTime(REMOVAL_DELAY_MS);
    expect(snapshot().hasTag('removable')).toBe(true);
  });

  it('cancels some lines: the order goes on', async () => {
    const { actor, snapshot, toasts, requests } = startCard('inProgress');
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'order.cancel', reason: 'tooBusy', lines: [1] });
    expect(snapshot().hasTag('cancelling')).toBe(true);
    await settle();
    expect(requests).toEqual([
      { call: 'cancel', orderId: 'o1', reason: 'tooBusy', note: undefined, lines: [1] },
    ]);
    expect(toasts).toEqual(['cancelled']);
    expect(snapshot().value).toEqual({ status: 'idle', removal: 'notFinished' });
  });

  it('keeps the cancel form when cancelling fails', async () => {
    const { actor, snapshot, toasts } = startCard('inProgress', { kitchen: failed });
    actor.send({ type: 'cancel.open' });
    actor.send({ type: 'order.cancel', reason: 'closingSoon' });
    await settle();
    expect(snapshot().hasTag('cancelForm')).toBe(true);
    expect(toasts).toEqual(['cancel failed']);
  });
});
