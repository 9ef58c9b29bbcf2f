import { createActor } from 'xstate';
import { deliveredOrderMachine } from '@machines/orders/delivered-order.machine';
import {
  HIDE_DELAY_MS,
  REFETCH_AFTER_HIDE_MS,
  THANK_YOU_DELAY_MS,
} from '@machines/orders/order-timing';

const order = { orderId: 'o1', restaurantName: 'Luigi’s' };

function startTimers() {
  const effects = { thankYou: jest.fn(), hide: jest.fn(), refetch: jest.fn() };
  const machine = deliveredOrderMachine.provide({
    actions: {
      thankYou: (_, params) => effects.thankYou(params),
      hide: (_, params) => effects.hide(params),
      refetch: (_, params) => effects.refetch(params),
    },
  });
  const actor = createActor(machine, { input: order }).start();
  return { actor, effects };
}

describe('delivered order machine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('thanks at 3 s, hides at 7 s and refetches half a second later', () => {
    const { actor, effects } = startTimers();
    expect(actor.getSnapshot().value).toBe('delivered');

    jest.advanceTimersByTime(THANK_YOU_DELAY_MS - 1);
    expect(effects.thankYou).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(effects.thankYou).toHaveBeenCalledWith(order);
    expect(actor.getSnapshot().value).toBe('thanked');

    jest.advanceTimersByTime(HIDE_DELAY_MS - THANK_YOU_DELAY_MS - 1);
    expect(effects.hide).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('hidden')).toBe(false);
    jest.advanceTimersByTime(1);
    expect(effects.hide).toHaveBeenCalledWith(order);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().hasTag('hidden')).toBe(true);

    jest.advanceTimersByTime(REFETCH_AFTER_HIDE_MS - 1);
    expect(effects.refetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(effects.refetch).toHaveBeenCalledWith(order);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().hasTag('hidden')).toBe(true);

    jest.advanceTimersByTime(60_000);
    expect(effects.thankYou).toHaveBeenCalledTimes(1);
    expect(effects.hide).toHaveBeenCalledTimes(1);
    expect(effects.refetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing more once stopped before the thank-you', () => {
    const { actor, effects } = startTimers();
    jest.advanceTimersByTime(THANK_YOU_DELAY_MS - 1);
    actor.stop();
    jest.advanceTimersByTime(60_000);
    expect(effects.thankYou).not.toHaveBeenCalled();
    expect(effects.hide).not.toHaveBeenCalled();
  });

  it('does not hide once stopped after the thank-you', () => {
    const { actor, effects } = startTimers();
    jest.advanceTimersByTime(THANK_YOU_DELAY_MS + 1000);
    actor.stop();
    jest.advanceTimersByTime(60_000);
    expect(effects.thankYou).toHaveBeenCalledTimes(1);
    expect(effects.hide).not.toHaveBeenCalled();
    expect(effects.refetch).not.toHaveBeenCalled();
  });
});
