import { createActor, fromPromise, waitFor } from 'xstate';
import type { MenuItem } from '@contract/restaurant';
import type { CartItem } from '@machines/cart/cart-items';
import type { LeftOutLine } from '@machines/cart/order-again';
import {
  orderAgainMachine,
  selectBusyOrderId,
  type PastOrder,
} from '@machines/cart/order-again.machine';
import { cartLine } from '../cart-line';
import { choiceSoldOut, dish, pizza } from './cart-menu';

const margherita = dish({ _id: 'm1', name: 'Margherita', price: 1300 });
const tiramisu = dish({ _id: 'm2', name: 'Tiramisu', price: 650 });

const ORDER: PastOrder = {
  _id: 'o1',
  restaurantId: 'r1',
  lines: [
    { menuItemId: 'm1', name: 'Margherita', quantity: 2 },
    { menuItemId: 'm2', name: 'Tiramisu', quantity: 1 },
  ],
};

/** The machine over `loadMenu`, each effect a mock that notes the order of the calls. */
function start(loadMenu: (restaurantId: string) => Promise<MenuItem[]>) {
  const calls: string[] = [];
  const effects = {
    fillCart: jest.fn((_: unknown, _p: { restaurantId: string; items: CartItem[] }) => {
      calls.push('fillCart');
    }),
    tellLeftOut: jest.fn((_: unknown, _p: { leftOut: LeftOutLine[] }) => {
      calls.push('tellLeftOut');
    }),
    tellNothingAdded: jest.fn((_: unknown, _p: { leftOut: LeftOutLine[] }) => {
      calls.push('tellNothingAdded');
    }),
    openRestaurant: jest.fn((_: unknown, _p: { restaurantId: string }) => {
      calls.push('openRestaurant');
    }),
    tellFailed: jest.fn((_: unknown, _p: { error: unknown }) => {
      calls.push('tellFailed');
    }),
  };
  const machine = orderAgainMachine.provide({
    actors: {
      loadMenu: fromPromise<MenuItem[], { restaurantId: string }>(({ input }) =>
        loadMenu(input.restaurantId),
      ),
    },
    actions: effects,
  });
  const actor = createActor(machine).start();
  const idle = () => waitFor(actor, (state) => state.matches('idle'));
  return { actor, effects, calls, idle };
}

describe('order again machine', () => {
  it('loads the menu, fills the cart, then opens the restaurant', async () => {
    const loadMenu = jest.fn(async () => [margherita, tiramisu]);
    const { actor, effects, calls, idle } = start(loadMenu);
    actor.send({ type: 'order.repeat', order: ORDER });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectBusyOrderId(actor.getSnapshot())).toBe('o1');
    await idle();
    expect(loadMenu).toHaveBeenCalledWith('r1');
    expect(calls).toEqual(['fillCart', 'openRestaurant']);
    expect(effects.fillCart.mock.calls[0][1]).toEqual({
      restaurantId: 'r1',
      items: [cartLine(margherita, 2), cartLine(tiramisu, 1)],
    });
    expect(effects.openRestaurant.mock.calls[0][1]).toEqual({ restaurantId: 'r1' });
    expect(selectBusyOrderId(actor.getSnapshot())).toBeUndefined();
  });

  it('says when no line can go in, leaves the cart alone and still opens the restaurant', async () => {
    const { actor, effects, calls, idle } = start(async () => [{ ...tiramisu, available: false }]);
    actor.send({ type: 'order.repeat', order: ORDER });
    await idle();
    expect(calls).toEqual(['tellNothingAdded', 'openRestaurant']);
    expect(effects.tellNothingAdded.mock.calls[0][1]).toEqual({
      leftOut: [
        { menuItemId: 'm1', name: 'Margherita', reason: 'notOnMenu' },
        { menuItemId: 'm2', name: 'Tiramisu', reason: 'soldOut' },
      ],
    });
  });

  it('names the lines left out after filling the cart with the rest', async () => {
    const { actor, effects, calls, idle } = start(async () => [
      margherita,
      { ...tiramisu, available: false },
    ]);
    actor.send({ type: 'order.repeat', order: ORDER });
    await idle();
    expect(calls).toEqual(['fillCart', 'tellLeftOut', 'openRestaurant']);
    expect(effects.tellLeftOut.mock.calls[0][1]).toEqual({
      leftOut: [{ menuItemId: 'm2', name: 'Tiramisu', reason: 'soldOut' }],
    });
  });

  it('fills the cart with lines and their choices, and names a choice no longer to be had', async () => {
    const large = { _id: 'c-large', group: 'Size', name: 'Large', price: 400 };
    const olives = { _id: 'c-olives', group: 'Extras', name: 'Olives', price: 100 };
    const { actor, effects, calls, idle } = start(async () => [
      choiceSoldOut(pizza, 'c-olives'),
      margherita,
    ]);
    actor.send({
      type: 'order.repeat',
      order: {
        ...ORDER,
        lines: [
          { menuItemId: pizza._id, name: 'Pizza', quantity: 2, choices: [large] },
          { menuItemId: pizza._id, name: 'Pizza', quantity: 1, choices: [large, olives] },
          { menuItemId: 'm1', name: 'Margherita', quantity: 1, choices: [] },
        ],
      },
    });
    await idle();
    expect(calls).toEqual(['fillCart', 'tellLeftOut', 'openRestaurant']);
    expect(effects.fillCart.mock.calls[0][1]).toEqual({
      restaurantId: 'r1',
      items: [cartLine(pizza, 2, ['c-large']), cartLine(margherita, 1)],
    });
    expect(effects.tellLeftOut.mock.calls[0][1]).toEqual({
      leftOut: [
        { menuItemId: pizza._id, name: 'Pizza', reason: 'choiceUnavailable', choice: 'Olives' },
      ],
    });
  });

  it('tells a menu that cannot be loaded, and changes nothing', async () => {
    const failure = { status: 404 };
    const { actor, effects, calls, idle } = start(() => Promise.reject(failure));
    actor.send({ type: 'order.repeat', order: ORDER });
    await idle();
    expect(calls).toEqual(['tellFailed']);
    expect(effects.tellFailed.mock.calls[0][1]).toEqual({ error: failure });
  });

  it('ignores another Order again while one is on its way', async () => {
    let answer: (menu: MenuItem[]) => void = () => undefined;
    const loadMenu = jest.fn(() => new Promise<MenuItem[]>((resolve) => (answer = resolve)));
    const { actor, effects, idle } = start(loadMenu);
    actor.send({ type: 'order.repeat', order: ORDER });
    actor.send({ type: 'order.repeat', order: { ...ORDER, _id: 'o2', restaurantId: 'r2' } });
    answer([margherita, tiramisu]);
    await idle();
    expect(loadMenu).toHaveBeenCalledTimes(1);
    expect(effects.openRestaurant.mock.calls.map(([, params]) => params)).toEqual([
      { restaurantId: 'r1' },
    ]);
  });
});
