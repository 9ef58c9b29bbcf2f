import { createActor, fromPromise } from 'xstate';
import {
  ordersPauseMachine,
  selectMinutesLeft,
  type PauseFacts,
} from '@machines/orders/orders-pause.machine';
import { heldFailure } from './held-failure';

const MINUTE = 60_000;
const NOW = new Date('2025-06-01T18:00:00.000Z').getTime();
const TAKING: PauseFacts = { isPaused: false, pausedUntil: null };
const pausedFor = (minutes: number | null): PauseFacts => ({
  isPaused: true,
  pausedUntil: minutes === null ? null : new Date(Date.now() + minutes * MINUTE).toISOString(),
});

interface Calls {
  pause: (minutes: number | null) => Promise<PauseFacts>;
  resume: () => Promise<PauseFacts>;
}

function startPause(pause: PauseFacts, calls: Partial<Calls> = {}) {
  const { pause: pauseCall = async (m) => pausedFor(m), resume = async () => TAKING } = calls;
  const toasts: string[] = [];
  const requests: Array<number | null | 'resume'> = [];
  const machine = ordersPauseMachine.provide({
    actors: {
      pauseOrders: fromPromise(({ input }) => {
        requests.push(input.minutes);
        return pauseCall(input.minutes);
      }),
      resumeOrders: fromPromise(() => {
        requests.push('resume');
        return resume();
      }),
    },
    actions: {
      notifyPauseFailed: () => toasts.push('pause failed'),
      notifyResumeFailed: () => toasts.push('resume failed'),
    },
  });
  const actor = createActor(machine, { input: { pause } }).start();
  const snapshot = () => actor.getSnapshot();
  const minutesLeft = () => selectMinutesLeft(snapshot());
  return { actor, snapshot, minutesLeft, toasts, requests };
}

const passTime = (ms: number) => jest.advanceTimersByTimeAsync(ms);
const failed = () => Promise.reject(new Error('500'));

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

describe('orders pause machine', () => {
  it('takes orders when not paused, and pauses for the minutes chosen', async () => {
    const { actor, snapshot, minutesLeft, requests } = startPause(TAKING);
    expect(snapshot().hasTag('paused')).toBe(false);
    actor.send({ type: 'pause.choose', minutes: 15 });
    expect(snapshot().hasTag('busy')).toBe(true);
    await passTime(0);
    expect(requests).toEqual([15]);
    expect(snapshot().hasTag('paused')).toBe(true);
    expect(minutesLeft()).toBe(15);
  });

  it('counts the minutes down as each passes, and takes orders again when it runs out', async () => {
    const { snapshot, minutesLeft } = startPause(pausedFor(12.5));
    expect(minutesLeft()).toBe(13);
    await passTime(29_999);
    expect(minutesLeft()).toBe(13);
    await passTime(1);
    expect(minutesLeft()).toBe(12);
    await passTime(MINUTE);
    expect(minutesLeft()).toBe(11);
    await passTime(11 * MINUTE - 1);
    expect(snapshot().hasTag('paused')).toBe(true);
    expect(minutesLeft()).toBe(1);
    await passTime(1);
    expect(snapshot().hasTag('paused')).toBe(false);
  });

  it('pauses until resumed, then resumes', async () => {
    const { actor, snapshot, minutesLeft, requests } = startPause(TAKING);
    actor.send({ type: 'pause.choose', minutes: null });
    await passTime(0);
    expect(minutesLeft()).toBeNull();
    await passTime(60 * MINUTE);
    expect(snapshot().hasTag('paused')).toBe(true);

    actor.send({ type: 'pause.resume' });
    expect(snapshot().hasTag('busy')).toBe(true);
    await passTime(0);
    expect(snapshot().hasTag('paused')).toBe(false);
    expect(requests).toEqual([null, 'resume']);
  });

  it('stays as it was and says so when a call fails', async () => {
    const { actor, snapshot, toasts } = startPause(pausedFor(null), {
      pause: failed,
      resume: failed,
    });
    actor.send({ type: 'pause.resume' });
    await passTime(0);
    expect(snapshot().hasTag('paused')).toBe(true);
    expect(toasts).toEqual(['resume failed']);

    actor.send({ type: 'restaurant.updated', pause: TAKING });
    actor.send({ type: 'pause.choose', minutes: 30 });
    await passTime(0);
    expect(snapshot().hasTag('paused')).toBe(false);
    expect(toasts).toEqual(['resume failed', 'pause failed']);
  });

  it("shows another device's pause, noted while its own was out, once that fails", async () => {
    const pause = heldFailure<PauseFacts>();
    const { actor, snapshot, minutesLeft, toasts } = startPause(TAKING, { pause: pause.call });
    actor.send({ type: 'pause.choose', minutes: 15 });
    actor.send({ type: 'restaurant.updated', pause: pausedFor(null) });
    expect(snapshot().value).toBe('pausing');
    pause.fail();
    await passTime(0);
    expect(snapshot().hasTag('paused')).toBe(true);
    expect(minutesLeft()).toBeNull();
    expect(toasts).toEqual(['pause failed']);
  });

  it("shows another device's resume, noted while its own was out, once that fails", async () => {
    const resume = heldFailure<PauseFacts>();
    const { actor, snapshot, toasts } = startPause(pausedFor(null), { resume: resume.call });
    actor.send({ type: 'pause.resume' });
    actor.send({ type: 'restaurant.updated', pause: TAKING });
    expect(snapshot().value).toBe('resuming');
    resume.fail();
    await passTime(0);
    expect(snapshot().hasTag('paused')).toBe(false);
    expect(toasts).toEqual(['resume failed']);
  });

  it('follows the restaurant as the cache has it', () => {
    const { actor, snapshot, minutesLeft } = startPause(TAKING);
    actor.send({ type: 'restaurant.updated', pause: pausedFor(30) });
    expect(minutesLeft()).toBe(30);
    // A copy from before the pause ran out is not a pause.
    actor.send({
      type: 'restaurant.updated',
      pause: { isPaused: true, pausedUntil: new Date(NOW - MINUTE).toISOString() },
    });
    expect(snapshot().hasTag('paused')).toBe(false);
    actor.send({ type: 'restaurant.updated', pause: TAKING });
    expect(snapshot().hasTag('paused')).toBe(false);
  });

  it('fails its calls when they are not provided', async () => {
    const actor = createActor(ordersPauseMachine, { input: { pause: TAKING } }).start();
    actor.send({ type: 'pause.choose', minutes: 15 });
    await passTime(0);
    expect(actor.getSnapshot().value).toBe('taking');
  });
});
