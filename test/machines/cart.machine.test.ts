import { createActor, fromPromise, waitFor } from 'xstate';
import { cartMachine } from '@machines/cart/cart.machine';
import { cartTotal, itemCount, restoreItems, type CartItem } from '@machines/cart/cart-items';
import type { MenuItem } from '@contract/restaurant';
import { cartLine } from '../cart-line';

const margherita: MenuItem = { _id: 'm1', name: 'Margherita', price: 850, available: true };
const calzone: MenuItem = { _id: 'm2', name: 'Calzone', price: 1200, available: true };
const menu = [margherita, calzone];

function startCart(stored?: unknown) {
  const saveCart = jest.fn<void, [unknown, { restaurantId: string; items: CartItem[] }]>();
  const machine = cartMachine.provide({
    actors: { loadCart: fromPromise(async () => stored) },
    actions: { saveCart },
  });
  const actor = createActor(machine, { input: { restaurantId: 'r1', menu } }).start();
  const lastSaved = () => saveCart.mock.calls.at(-1)?.[1];
  return { actor, saveCart, lastSaved };
}

async function ready(actor: ReturnType<typeof startCart>['actor']) {
  return waitFor(actor, (state) => !state.matches('restoring'));
}

describe('cart machine', () => {
  it('starts empty when nothing is stored', async () => {
    const { actor } = startCart();
    expect((await ready(actor)).value).toBe('empty');
  });

  it('adds a new item at quantity 1 and raises the quantity of one already there', async () => {
    const { actor, lastSaved } = startCart();
    await ready(actor);
    actor.send({ type: 'item.add', item: margherita });
    actor.send({ type: 'item.add', item: calzone });
    actor.send({ type: 'item.add', item: margherita });
    const { items } = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('filled');
    expect(items).toEqual([
      { _id: 'm1', name: 'Margherita', price: 850, quantity: 2 },
      { _id: 'm2', name: 'Calzone', price: 1200, quantity: 1 },
    ]);
    expect(lastSaved()).toEqual({ restaurantId: 'r1', items });
    expect(cartTotal(items, 250)).toBe(850 * 2 + 1200 + 250);
    expect(itemCount(items)).toBe(3);
  });

  it('removes a whole line and is empty after the last one', async () => {
    const { actor, lastSaved } = startCart();
    await ready(actor);
    actor.send({ type: 'item.add', item: margherita });
    actor.send({ type: 'item.add', item: margherita });
    actor.send({ type: 'item.add', item: calzone });
    actor.send({ type: 'item.remove', itemId: 'm1' });
    expect(actor.getSnapshot().context.items).toEqual([cartLine(calzone, 1)]);
    expect(actor.getSnapshot().value).toBe('filled');
    actor.send({ type: 'item.remove', itemId: 'm2' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(lastSaved()).toEqual({ restaurantId: 'r1', items: [] });
  });

  it('restores the stored cart, priced from the menu of today', async () => {
    const { actor } = startCart([{ _id: 'm2', name: 'Old name', price: 1, quantity: 3 }]);
    const state = await ready(actor);
    expect(state.value).toBe('filled');
    expect(state.context.items).toEqual([cartLine(calzone, 3)]);
  });

  it.each([
    ['not a list', '{"oops"'],
    ['an item of another restaurant', [{ _id: 'elsewhere', quantity: 1 }]],
    [
      'a bad quantity',
      [
        { _id: 'm1', quantity: 0 },
        { _id: 'm2', quantity: 2.5 },
      ],
    ],
    ['null entries', [null, 7]],
  ])('ignores a stored value that is %s', async (_name, stored) => {
    const { actor } = startCart(stored);
    expect((await ready(actor)).value).toBe('empty');
  });

  it('starts empty when storage fails', async () => {
    const machine = cartMachine.provide({
      actors: {
        loadCart: fromPromise<unknown, { restaurantId: string }>(() =>
          Promise.reject(new Error('storage blocked')),
        ),
      },
    });
    const actor = createActor(machine, { input: { restaurantId: 'r1', menu } }).start();
    expect((await ready(actor)).value).toBe('empty');
  });

  it('keeps only the first of duplicate stored lines', () => {
    expect(
      restoreItems(
        [
          { _id: 'm1', quantity: 1 },
          { _id: 'm1', quantity: 5 },
        ],
        menu,
      ),
    ).toEqual([cartLine(margherita, 1)]);
  });
});
