import { createActor, fromPromise } from 'xstate';
import {
  busyModeMachine,
  selectBusyMinutes,
  selectMinutesLeft,
  type BusyFacts,
} from '@machines/orders/busy-mode.machine';
import { heldFailure } from './held-failure';

const MINUTE = 60_000;
const NOW = new Date('2025-06-01T18:00:00.000Z').getTime();
const USUAL: BusyFacts = { busyMinutes: 0, busyUntil: null };
const busyFor = (minutes: number, forMinutes = 60): BusyFacts => ({
  busyMinutes: minutes,
  busyUntil: new Date(Date.now() + forMinutes * MINUTE).toISOString(),
});

interface Calls {
  start: (minutes: number) => Promise<BusyFacts>;
  end: () => Promise<BusyFacts>;
}

function startBusyMode(busy: BusyFacts, calls: Partial<Calls> = {}) {
  const { start = async (m) => busyFor(m), end = async () => USUAL } = calls;
  const toasts: string[] = [];
  const requests: Array<number | 'end'> = [];
  const machine = busyModeMachine.provide({
    actors: {
      startBusy: fromPromise(({ input }) => {
        requests.push(input.minutes);
        return start(input.minutes);
      }),
      endBusy: fromPromise(() => {
        requests.push('end');
        return end();
      }),
    },
    actions: {
      notifyStartFailed: () => toasts.push('start failed'),
      notifyEndFailed: () => toasts.push('end failed'),
    },
  });
  const actor = createActor(machine, { input: { busy } }).start();
  const snapshot = () => actor.getSnapshot();
  const isBusy = () => snapshot().hasTag('busy');
  const minutesLeft = () => selectMinutesLeft(snapshot());
  return { actor, snapshot, isBusy, minutesLeft, toasts, requests };
}

const passTime = (ms: number) => jest.advanceTimersByTimeAsync(ms);
const failed = () => Promise.reject(new Error('500'));

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

describe('busy mode machine', () => {
  it('keeps the usual time when not busy, and adds the minutes chosen for the next hour', async () => {
    const { actor, snapshot, isBusy, minutesLeft, requests } = startBusyMode(USUAL);
    expect(isBusy()).toBe(false);
    actor.send({ type: 'busy.start', minutes: 20 });
    expect(snapshot().hasTag('saving')).toBe(true);
    await passTime(0);
    expect(requests).toEqual([20]);
    expect(isBusy()).toBe(true);
    expect(selectBusyMinutes(snapshot())).toBe(20);
    expect(minutesLeft()).toBe(60);
  });

  it('counts the minutes down as each passes, and ends by itself when they run out', async () => {
    const { isBusy, minutesLeft } = startBusyMode(busyFor(10, 2.5));
    expect(minutesLeft()).toBe(3);
    await passTime(MINUTE / 2 - 1);
    expect(minutesLeft()).toBe(3);
    await passTime(1);
    expect(minutesLeft()).toBe(2);
    await passTime(MINUTE);
    expect(isBusy()).toBe(true);
    expect(minutesLeft()).toBe(1);
    await passTime(MINUTE);
    expect(isBusy()).toBe(false);
  });

  it('ends when the owner ends it', async () => {
    const { actor, snapshot, isBusy, requests } = startBusyMode(busyFor(30));
    actor.send({ type: 'busy.end' });
    expect(snapshot().hasTag('saving')).toBe(true);
    expect(isBusy()).toBe(true);
    await passTime(0);
    expect(isBusy()).toBe(false);
    expect(requests).toEqual(['end']);
  });

  it('stays as it was and says so when a call fails', async () => {
    const { actor, isBusy, toasts } = startBusyMode(busyFor(10), { start: failed, end: failed });
    actor.send({ type: 'busy.end' });
    await passTime(0);
    expect(isBusy()).toBe(true);
    expect(toasts).toEqual(['end failed']);

    actor.send({ type: 'restaurant.updated', busy: USUAL });
    actor.send({ type: 'busy.start', minutes: 30 });
    await passTime(0);
    expect(isBusy()).toBe(false);
    expect(toasts).toEqual(['end failed', 'start failed']);
  });

  it("shows another device's start, noted while its own was out, once that fails", async () => {
    const start = heldFailure<BusyFacts>();
    const { actor, snapshot, isBusy, minutesLeft, toasts } = startBusyMode(USUAL, {
      start: start.call,
    });
    actor.send({ type: 'busy.start', minutes: 10 });
    actor.send({ type: 'restaurant.updated', busy: busyFor(30) });
    expect(snapshot().value).toBe('starting');
    start.fail();
    await passTime(0);
    expect(isBusy()).toBe(true);
    expect(selectBusyMinutes(snapshot())).toBe(30);
    expect(minutesLeft()).toBe(60);
    expect(toasts).toEqual(['start failed']);
  });

  it("shows another device's end, noted while its own was out, once that fails", async () => {
    const end = heldFailure<BusyFacts>();
    const { actor, snapshot, isBusy, toasts } = startBusyMode(busyFor(20), { end: end.call });
    actor.send({ type: 'busy.end' });
    actor.send({ type: 'restaurant.updated', busy: USUAL });
    expect(snapshot().value).toBe('ending');
    // Shown as it was until its own answer, not as 'Busy: +0 min, 0 min left'.
    expect(selectBusyMinutes(snapshot())).toBe(20);
    expect(selectMinutesLeft(snapshot())).toBe(60);
    end.fail();
    await passTime(0);
    expect(isBusy()).toBe(false);
    expect(toasts).toEqual(['end failed']);
  });

  it('follows the restaurant as the cache has it', () => {
    const { actor, snapshot, isBusy, minutesLeft } = startBusyMode(USUAL);
    actor.send({ type: 'restaurant.updated', busy: busyFor(20, 45) });
    expect(selectBusyMinutes(snapshot())).toBe(20);
    expect(minutesLeft()).toBe(45);
    // A copy from before busy mode ran out is not busy.
    actor.send({
      type: 'restaurant.updated',
      busy: { busyMinutes: 20, busyUntil: new Date(NOW - MINUTE).toISOString() },
    });
    expect(isBusy()).toBe(false);
    actor.send({ type: 'restaurant.updated', busy: USUAL });
    expect(isBusy()).toBe(false);
  });

  it('fails its calls when they are not provided', async () => {
    const actor = createActor(busyModeMachine, { input: { busy: USUAL } }).start();
    actor.send({ type: 'busy.start', minutes: 10 });
    await passTime(0);
    expect(actor.getSnapshot().value).toBe('usual');
  });
});
