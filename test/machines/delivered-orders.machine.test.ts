import { createActor } from 'xstate';
import {
  deliveredOrdersMachine,
  selectHiddenIds,
  type WatchedOrder,
} from '@machines/orders/delivered-orders.machine';
import {
  HIDE_DELAY_MS,
  REFETCH_AFTER_HIDE_MS,
  THANK_YOU_DELAY_MS,
} from '@machines/orders/order-timing';

const order = (_id: string, status: string, restaurantName = `Kitchen ${_id}`): WatchedOrder => ({
  _id,
  status,
  restaurant: { restaurantName },
});

function startWatching(hiddenIds: string[] = []) {
  const effects = { thankYou: jest.fn(), saveHiddenOrders: jest.fn(), refetch: jest.fn() };
  const machine = deliveredOrdersMachine.provide({
    actions: {
      thankYou: (_, params) => effects.thankYou(params.restaurantName),
      saveHiddenOrders: (_, params) => effects.saveHiddenOrders([...params.hiddenIds]),
      refetch: () => effects.refetch(),
    },
  });
  const actor = createActor(machine, { input: { hiddenIds } }).start();
  const hidden = () => selectHiddenIds(actor.getSnapshot());
  const see = (...orders: WatchedOrder[]) => actor.send({ type: 'orders.updated', orders });
  return { actor, effects, hidden, see };
}

describe('delivered orders machine', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('leaves orders that are not delivered alone', () => {
    const { effects, hidden, see, actor } = startWatching();
    see(order('a', 'paid'), order('b', 'outForDelivery'), order('c', 'bogus'));
    jest.advanceTimersByTime(60_000);
    expect(effects.thankYou).not.toHaveBeenCalled();
    expect(hidden()).toEqual([]);
    expect(actor.getSnapshot().context.watching).toEqual([]);
  });

  it('thanks, hides and remembers, then refetches, for an order seen delivered', () => {
    const { effects, hidden, see } = startWatching(['old']);
    see(order('a', 'delivered', 'Luigi’s'), order('old', 'delivered'));

    jest.advanceTimersByTime(THANK_YOU_DELAY_MS);
    expect(effects.thankYou).toHaveBeenCalledTimes(1);
    expect(effects.thankYou).toHaveBeenCalledWith('Luigi’s');

    jest.advanceTimersByTime(HIDE_DELAY_MS - THANK_YOU_DELAY_MS - 1);
    expect(hidden()).toEqual(['old']);
    jest.advanceTimersByTime(1);
    expect(hidden()).toEqual(['old', 'a']);
    expect(effects.saveHiddenOrders).toHaveBeenCalledWith(['old', 'a']);
    expect(effects.refetch).not.toHaveBeenCalled();

    jest.advanceTimersByTime(REFETCH_AFTER_HIDE_MS);
    expect(effects.refetch).toHaveBeenCalledTimes(1);
  });

  it('starts the timers once, however often the delivered order is seen again', () => {
    const { actor, effects, see } = startWatching();
    see(order('a', 'delivered'));
    jest.advanceTimersByTime(2000);
    see(order('a', 'delivered'));
    jest.advanceTimersByTime(1000);
    expect(effects.thankYou).toHaveBeenCalledTimes(1);
    see(order('a', 'delivered'));
    jest.advanceTimersByTime(HIDE_DELAY_MS - THANK_YOU_DELAY_MS);
    // Hidden orders keep their timers through a poll, up to the refetch.
    see(order('a', 'delivered'));
    jest.advanceTimersByTime(REFETCH_AFTER_HIDE_MS);
    expect(effects.saveHiddenOrders).toHaveBeenCalledTimes(1);
    expect(effects.refetch).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.watching).toEqual([]);
    expect(Object.keys(actor.getSnapshot().children)).toEqual([]);

    see(order('a', 'delivered'));
    jest.advanceTimersByTime(60_000);
    expect(effects.thankYou).toHaveBeenCalledTimes(1);
  });

  it('gives several orders delivered at different times their own timers', () => {
    const { effects, hidden, see } = startWatching();
    see(order('a', 'delivered', 'Alpha'), order('b', 'inProgress', 'Beta'));
    jest.advanceTimersByTime(2000);
    see(order('a', 'delivered', 'Alpha'), order('b', 'delivered', 'Beta'));

    jest.advanceTimersByTime(1000);
    expect(effects.thankYou.mock.calls).toEqual([['Alpha']]);
    jest.advanceTimersByTime(2000);
    expect(effects.thankYou.mock.calls).toEqual([['Alpha'], ['Beta']]);

    jest.advanceTimersByTime(2000);
    expect(hidden()).toEqual(['a']);
    jest.advanceTimersByTime(2000);
    expect(hidden()).toEqual(['a', 'b']);
    expect(effects.saveHiddenOrders).toHaveBeenLastCalledWith(['a', 'b']);
    jest.advanceTimersByTime(REFETCH_AFTER_HIDE_MS);
    expect(effects.refetch).toHaveBeenCalledTimes(2);
  });

  it('times orders delivered together side by side', () => {
    const { effects, hidden, see } = startWatching();
    see(order('a', 'delivered', 'Alpha'), order('b', 'delivered', 'Beta'));
    jest.advanceTimersByTime(THANK_YOU_DELAY_MS);
    expect(effects.thankYou.mock.calls).toEqual([['Alpha'], ['Beta']]);
    jest.advanceTimersByTime(HIDE_DELAY_MS - THANK_YOU_DELAY_MS);
    expect(hidden()).toEqual(['a', 'b']);
  });

  it('cancels before the thank-you when the order is moved back', () => {
    const { effects, hidden, see } = startWatching();
    see(order('a', 'delivered'));
    jest.advanceTimersByTime(THANK_YOU_DELAY_MS - 1);
    see(order('a', 'outForDelivery'));
    jest.advanceTimersByTime(60_000);
    expect(effects.thankYou).not.toHaveBeenCalled();
    expect(hidden()).toEqual([]);
  });

  it('cancels the hiding when the order is moved back after the thank-you, and starts afresh', () => {
    const { effects, hidden, see } = startWatching();
    see(order('a', 'delivered'));
    jest.advanceTimersByTime(HIDE_DELAY_MS - 1);
    see(order('a', 'outForDelivery'));
    jest.advanceTimersByTime(60_000);
    expect(effects.thankYou).toHaveBeenCalledTimes(1);
    expect(hidden()).toEqual([]);
    expect(effects.refetch).not.toHaveBeenCalled();

    see(order('a', 'delivered'));
    jest.advanceTimersByTime(HIDE_DELAY_MS - 1);
    expect(effects.thankYou).toHaveBeenCalledTimes(2);
    expect(hidden()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(hidden()).toEqual(['a']);
  });

  it('keeps remembered orders hidden without thanking again', () => {
    const { effects, hidden, see } = startWatching(['a']);
    expect(hidden()).toEqual(['a']);
    see(order('a', 'delivered'));
    jest.advanceTimersByTime(60_000);
    expect(effects.thankYou).not.toHaveBeenCalled();
    expect(effects.saveHiddenOrders).not.toHaveBeenCalled();
  });

  it('stops every timer when it stops', () => {
    const { actor, effects, see } = startWatching();
    see(order('a', 'delivered'));
    actor.stop();
    jest.advanceTimersByTime(60_000);
    expect(effects.thankYou).not.toHaveBeenCalled();
  });
});

describe('delivered orders machine with cancelled orders', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('neither thanks for nor hides an order the kitchen cancelled', () => {
    const { effects, hidden, see, actor } = startWatching();
    see(order('a', 'cancelled'), order('b', 'delivered', 'Casa Pepe'));
    jest.advanceTimersByTime(HIDE_DELAY_MS + REFETCH_AFTER_HIDE_MS);
    expect(effects.thankYou).toHaveBeenCalledTimes(1);
    expect(effects.thankYou).toHaveBeenCalledWith('Casa Pepe');
    expect(hidden()).toEqual(['b']);
    expect(actor.getSnapshot().context.watching).toEqual([]);
  });

  it('stops the timers of a delivered order cancelled before it was hidden', () => {
    const { effects, hidden, see } = startWatching();
    see(order('a', 'delivered'));
    jest.advanceTimersByTime(THANK_YOU_DELAY_MS - 1);
    see(order('a', 'cancelled'));
    jest.advanceTimersByTime(HIDE_DELAY_MS + REFETCH_AFTER_HIDE_MS);
    expect(effects.thankYou).not.toHaveBeenCalled();
    expect(hidden()).toEqual([]);
    expect(effects.saveHiddenOrders).not.toHaveBeenCalled();
    expect(effects.refetch).not.toHaveBeenCalled();
  });
});
