import { createActor, fromPromise, waitFor } from 'xstate';
import { cartMachine } from '@machines/cart/cart.machine';
import { cartTotal, itemCount, restoreItems, type CartItem } from '@machines/cart/cart-items';
import type { MenuItem } from '@contract/restaurant';
import { cartLine } from '../cart-line';

const margherita: MenuItem = { _id: 'm1', name: 'Margherita', price: 850, available: true };
const calzone: MenuItem = { _id: 'm2', name: 'Calzone', price: 1200, available: true };
const menu = [margherita, calzone];
const soldOut = (item: MenuItem): MenuItem => ({ ...item, available: false });

function startCart(stored?: unknown, todaysMenu: MenuItem[] = menu) {
  const saveCart = jest.fn<void, [unknown, { restaurantId: string; items: CartItem[] }]>();
  const machine = cartMachine.provide({
    actors: { loadCart: fromPromise(async () => stored) },
    actions: { saveCart },
  });
  const actor = createActor(machine, { input: { restaurantId: 'r1', menu: todaysMenu } }).start();
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
    expect(actor.getSnapshot().value).toEqual({ filled: 'orderable' });
    expect(actor.getSnapshot().hasTag('orderable')).toBe(true);
    expect(items).toEqual([
      { _id: 'm1', name: 'Margherita', price: 850, quantity: 2, available: true },
      { _id: 'm2', name: 'Calzone', price: 1200, quantity: 1, available: true },
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
    expect(actor.getSnapshot().value).toEqual({ filled: 'orderable' });
    actor.send({ type: 'item.remove', itemId: 'm2' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(lastSaved()).toEqual({ restaurantId: 'r1', items: [] });
  });

  it('restores the stored cart, priced from the menu of today', async () => {
    const { actor } = startCart([{ _id: 'm2', name: 'Old name', price: 1, quantity: 3 }]);
    const state = await ready(actor);
    expect(state.value).toEqual({ filled: 'orderable' });
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

describe('cart machine, with sold-out items', () => {
  const stored = [cartLine(margherita, 2), cartLine(calzone, 1)];

  it('keeps a restored line whose item sold out, out of the total, and blocks the checkout', async () => {
    const { actor, lastSaved } = startCart(stored, [margherita, soldOut(calzone)]);
    const state = await ready(actor);
    expect(state.value).toEqual({ filled: 'blocked' });
    expect(state.hasTag('soldOut')).toBe(true);
    expect(state.hasTag('orderable')).toBe(false);
    expect(state.context.items).toEqual([cartLine(margherita, 2), cartLine(soldOut(calzone), 1)]);
    expect(lastSaved()?.items).toEqual(state.context.items);
    expect(cartTotal(state.context.items, 250)).toBe(850 * 2 + 250);
    expect(itemCount(state.context.items)).toBe(2);
  });

  it('stays blocked while adding, and can check out once the sold-out line is removed', async () => {
    const { actor } = startCart(stored, [margherita, soldOut(calzone)]);
    await ready(actor);
    actor.send({ type: 'item.add', item: margherita });
    expect(actor.getSnapshot().value).toEqual({ filled: 'blocked' });
    expect(actor.getSnapshot().context.items[0].quantity).toBe(3);
    actor.send({ type: 'item.remove', itemId: 'm1' });
    expect(actor.getSnapshot().value).toEqual({ filled: 'blocked' });
    actor.send({ type: 'item.remove', itemId: 'm2' });
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('is orderable again when the sold-out line goes and others stay', async () => {
    const { actor } = startCart(stored, [margherita, soldOut(calzone)]);
    await ready(actor);
    actor.send({ type: 'item.remove', itemId: 'm2' });
    expect(actor.getSnapshot().value).toEqual({ filled: 'orderable' });
    expect(actor.getSnapshot().context.items).toEqual([cartLine(margherita, 2)]);
  });

  it('does not add an item that is sold out', async () => {
    const { actor, saveCart } = startCart();
    await ready(actor);
    saveCart.mockClear();
    actor.send({ type: 'item.add', item: soldOut(calzone) });
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'item.add', item: margherita });
    actor.send({ type: 'item.add', item: soldOut(calzone) });
    expect(actor.getSnapshot().context.items).toEqual([cartLine(margherita, 1)]);
    expect(saveCart).toHaveBeenCalledTimes(1);
  });

  it('marks lines anew when the menu is loaded again', async () => {
    const { actor, lastSaved } = startCart(stored);
    await ready(actor);
    actor.send({ type: 'menu.changed', menu: [margherita, soldOut(calzone)] });
    expect(actor.getSnapshot().value).toEqual({ filled: 'blocked' });
    expect(lastSaved()?.items).toEqual([cartLine(margherita, 2), cartLine(soldOut(calzone), 1)]);

    actor.send({ type: 'menu.changed', menu: [{ ...margherita, price: 900 }, calzone] });
    expect(actor.getSnapshot().value).toEqual({ filled: 'orderable' });
    expect(actor.getSnapshot().context.items[0].price).toBe(900);

    // An item taken off the menu leaves the cart.
    actor.send({ type: 'menu.changed', menu: [calzone] });
    expect(actor.getSnapshot().context.items).toEqual([cartLine(calzone, 1)]);
    actor.send({ type: 'menu.changed', menu: [margherita] });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(lastSaved()?.items).toEqual([]);
  });
});
