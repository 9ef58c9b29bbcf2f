import fc from 'fast-check';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cartMachine, type CartEvent } from '@machines/cart/cart.machine';
import {
  addItem,
  canAdd,
  cartTotal,
  itemCount,
  restoreItems,
  type CartItem,
} from '@machines/cart/cart-items';
import type { MenuItem } from '@contract/restaurant';
import { cartLine } from '../cart-line';
import {
  calzone,
  choiceRemoved,
  choiceSoldOut,
  dish,
  EXTRAS,
  margherita,
  pizza,
  salad,
  SIZE,
  soldOut,
} from './cart-menu';

const menu = [margherita, calzone, pizza, salad];

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

/** What the restaurant page sends: a click, or the chooser's choices and quantity. */
const add = (item: MenuItem, choices?: string[], quantity?: number): CartEvent => ({
  type: 'item.add',
  item,
  ...(choices ? { choices } : {}),
  ...(quantity === undefined ? {} : { quantity }),
});

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
      {
        lineKey: 'm1',
        _id: 'm1',
        name: 'Margherita',
        price: 850,
        quantity: 2,
        choices: [],
        available: true,
      },
      {
        lineKey: 'm2',
        _id: 'm2',
        name: 'Calzone',
        price: 1200,
        quantity: 1,
        choices: [],
        available: true,
      },
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
    actor.send({ type: 'item.remove', lineKey: 'm1' });
    expect(actor.getSnapshot().context.items).toEqual([cartLine(calzone, 1)]);
    expect(actor.getSnapshot().value).toEqual({ filled: 'orderable' });
    actor.send({ type: 'item.remove', lineKey: 'm2' });
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
        { _id: 'm2', quantity: 100 },
      ],
    ],
    ['null entries', [null, 7]],
    [
      'choices that are not a list of ids',
      [
        { _id: 'm3', quantity: 1, choices: 'c-large' },
        { _id: 'm3', quantity: 1, choices: [7] },
        { _id: 'm3', quantity: 1, choices: [{ name: 'Large' }] },
        { _id: 'm3', quantity: 1, choices: ['c-large', 'c-large'] },
      ],
    ],
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
          { _id: 'm3', quantity: 2, choices: ['c-olives', 'c-large'] },
          { _id: 'm3', quantity: 3, choices: ['c-large', 'c-olives'] },
        ],
        menu,
      ),
    ).toEqual([cartLine(margherita, 1), cartLine(pizza, 2, ['c-large', 'c-olives'])]);
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
    expect(state.context.items[1].issue).toEqual({ type: 'soldOut' });
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
    actor.send({ type: 'item.remove', lineKey: 'm1' });
    expect(actor.getSnapshot().value).toEqual({ filled: 'blocked' });
    actor.send({ type: 'item.remove', lineKey: 'm2' });
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('is orderable again when the sold-out line goes and others stay', async () => {
    const { actor } = startCart(stored, [margherita, soldOut(calzone)]);
    await ready(actor);
    actor.send({ type: 'item.remove', lineKey: 'm2' });
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

describe('cart machine, lines with choices', () => {
  const LARGE_OLIVES = cartLine(pizza, 1, ['c-large', 'c-olives']);

  it('adds a dish with its choices, in the menu’s order, priced with them', async () => {
    const { actor, lastSaved } = startCart();
    await ready(actor);
    actor.send(add(pizza, ['c-olives', 'c-large']));
    const { items } = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toEqual({ filled: 'orderable' });
    expect(items).toEqual([
      {
        lineKey: 'm3 c-large c-olives',
        _id: 'm3',
        name: 'Pizza',
        price: 1000 + 400 + 100,
        quantity: 1,
        choices: [
          { _id: 'c-large', group: 'Size', name: 'Large', price: 400 },
          { _id: 'c-olives', group: 'Extras', name: 'Olives', price: 100 },
        ],
        available: true,
      },
    ]);
    expect(lastSaved()).toEqual({ restaurantId: 'r1', items });
    expect(cartTotal(items, 250)).toBe(1500 + 250);
  });

  it('raises the line of the same choices by the quantity chosen; other choices are a new line', async () => {
    const { actor } = startCart();
    await ready(actor);
    actor.send(add(pizza, ['c-large', 'c-olives'], 2));
    actor.send(add(pizza, ['c-olives', 'c-large']));
    actor.send(add(pizza, ['c-small']));
    actor.send(add(pizza, ['c-large']));
    actor.send(add(margherita, [], 3));
    const { items } = actor.getSnapshot().context;
    expect(items).toEqual([
      { ...LARGE_OLIVES, quantity: 3 },
      cartLine(pizza, 1, ['c-small']),
      cartLine(pizza, 1, ['c-large']),
      cartLine(margherita, 3),
    ]);
    expect(itemCount(items)).toBe(8);
    expect(cartTotal(items, 0)).toBe(1500 * 3 + 1000 + 1400 + 850 * 3);
  });

  it('adds a dish whose groups are all optional with a click, as it is', async () => {
    const { actor } = startCart();
    await ready(actor);
    actor.send({ type: 'item.add', item: salad });
    actor.send(add(salad, ['c-mushrooms']));
    expect(actor.getSnapshot().context.items).toEqual([
      cartLine(salad, 1),
      cartLine(salad, 1, ['c-mushrooms']),
    ]);
  });

  it.each([
    ['a plain click on a dish with a required group', add(pizza)],
    ['a required group left unmet', add(pizza, ['c-olives'])],
    ['two choices of a group of one', add(pizza, ['c-small', 'c-large'])],
    [
      'more choices than a group allows',
      add(pizza, ['c-large', 'c-olives', 'c-mushrooms', 'c-anchovies']),
    ],
    ['a sold-out choice', add(choiceSoldOut(pizza, 'c-large'), ['c-large'])],
    ['a choice of another dish', add(salad, ['c-large'])],
    ['a choice that is no choice at all', add(margherita, ['c-nothing'])],
    ['a choice given twice', add(salad, ['c-olives', 'c-olives'])],
    ['a sold-out dish with its choices', add(soldOut(pizza), ['c-large'])],
    ['a quantity of none', add(pizza, ['c-large'], 0)],
    ['a quantity that is no whole number', add(pizza, ['c-large'], 1.5)],
    ['a quantity above the most a line takes', add(pizza, ['c-large'], 100)],
  ])('refuses %s and saves nothing', async (_name, event) => {
    const { actor, saveCart } = startCart();
    await ready(actor);
    actor.send(add(margherita));
    saveCart.mockClear();
    actor.send(event);
    expect(actor.getSnapshot().context.items).toEqual([cartLine(margherita, 1)]);
    expect(saveCart).not.toHaveBeenCalled();
  });

  it('removes one line of a dish, leaving its other choices', async () => {
    const { actor } = startCart();
    await ready(actor);
    actor.send(add(pizza, ['c-large', 'c-olives']));
    actor.send(add(pizza, ['c-small']));
    actor.send({ type: 'item.remove', lineKey: 'm3 c-large c-olives' });
    expect(actor.getSnapshot().context.items).toEqual([cartLine(pizza, 1, ['c-small'])]);
    actor.send({ type: 'item.remove', lineKey: 'm3 c-small' });
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('restores lines with choices, named and priced from the menu of today', async () => {
    const cheaper = {
      ...pizza,
      optionGroups: [{ ...SIZE, choices: [{ ...SIZE.choices[2], name: 'L', price: 300 }] }, EXTRAS],
    };
    const { actor } = startCart(
      [
        { ...LARGE_OLIVES, price: 1, quantity: 2 },
        // Ids alone are enough.
        { _id: 'm4', quantity: 1, choices: ['c-anchovies'] },
        // A cart kept before dishes had options.
        { _id: 'm1', name: 'Margherita', price: 850, quantity: 1 },
      ],
      [margherita, cheaper, salad],
    );
    const state = await ready(actor);
    expect(state.value).toEqual({ filled: 'orderable' });
    expect(state.context.items).toEqual([
      cartLine(cheaper, 2, ['c-large', 'c-olives']),
      cartLine(salad, 1, ['c-anchovies']),
      cartLine(margherita, 1),
    ]);
    expect(state.context.items[0].price).toBe(1000 + 300 + 100);
  });

  it.each<[string, MenuItem, CartItem['issue']]>([
    ['sold out', choiceSoldOut(pizza, 'c-olives'), { type: 'choiceSoldOut', choice: 'Olives' }],
    [
      'gone from the menu',
      choiceRemoved(pizza, 'c-olives'),
      { type: 'choiceGone', choice: 'Olives' },
    ],
    [
      'one of a group that now asks for two',
      { ...pizza, optionGroups: [SIZE, { ...EXTRAS, required: true, minChoices: 2 }] },
      { type: 'choicesChanged', group: 'Extras' },
    ],
  ])(
    'keeps a restored line whose choice is %s, says so, and holds the checkout until it goes',
    async (_name, todays, issue) => {
      const { actor, lastSaved } = startCart(
        [LARGE_OLIVES, cartLine(margherita, 1)],
        [todays, margherita],
      );
      const state = await ready(actor);
      expect(state.value).toEqual({ filled: 'blocked' });
      expect(state.hasTag('soldOut')).toBe(true);
      const [line] = state.context.items;
      expect(line).toMatchObject({ lineKey: LARGE_OLIVES.lineKey, available: false, issue });
      expect(line.choices.map((choice) => choice.name)).toEqual(['Large', 'Olives']);
      expect(cartTotal(state.context.items, 0)).toBe(850);
      expect(itemCount(state.context.items)).toBe(1);
      // Stored as shown, so that a reload says the same.
      expect(
        restoreItems(JSON.parse(JSON.stringify(lastSaved()?.items)), [todays, margherita]),
      ).toEqual(state.context.items);

      actor.send({ type: 'item.remove', lineKey: LARGE_OLIVES.lineKey });
      expect(actor.getSnapshot().value).toEqual({ filled: 'orderable' });
    },
  );

  it('holds a restored line without choices when its dish has gained a required group', async () => {
    const { actor } = startCart(
      [cartLine(margherita, 1)],
      [{ ...margherita, optionGroups: [SIZE] }],
    );
    const state = await ready(actor);
    expect(state.value).toEqual({ filled: 'blocked' });
    expect(state.context.items[0]).toMatchObject({
      available: false,
      issue: { type: 'choicesChanged', group: 'Size' },
    });
  });

  it('names a choice gone from the menu as the cart stored it, or not at all', () => {
    const gone = choiceRemoved(pizza, 'c-large');
    const [named, unnamed] = restoreItems(
      [LARGE_OLIVES, { _id: 'm3', quantity: 1, choices: ['c-large'] }],
      [gone],
    );
    expect(named.issue).toEqual({ type: 'choiceGone', choice: 'Large' });
    // Kept, after those still offered, so that the line stays the line it was.
    expect(named.choices).toEqual([LARGE_OLIVES.choices[1], LARGE_OLIVES.choices[0]]);
    expect(named.lineKey).toBe(LARGE_OLIVES.lineKey);
    expect(unnamed.issue).toEqual({ type: 'choiceGone', choice: '' });
  });

  it('says the dish is sold out before anything about its choices', () => {
    const [line] = restoreItems([LARGE_OLIVES], [soldOut(choiceRemoved(pizza, 'c-large'))]);
    expect(line.issue).toEqual({ type: 'soldOut' });
  });

  it('marks a line anew when a choice of it sells out while the page is open', async () => {
    const { actor } = startCart();
    await ready(actor);
    actor.send(add(pizza, ['c-large', 'c-olives']));
    actor.send({ type: 'menu.changed', menu: [choiceSoldOut(pizza, 'c-large')] });
    expect(actor.getSnapshot().value).toEqual({ filled: 'blocked' });
    expect(actor.getSnapshot().context.items[0].issue).toEqual({
      type: 'choiceSoldOut',
      choice: 'Large',
    });
    actor.send({ type: 'menu.changed', menu: [pizza] });
    expect(actor.getSnapshot().value).toEqual({ filled: 'orderable' });
  });
});

describe('the cart’s rules, for any additions', () => {
  /** A choice of `pizza` or `salad` the chooser could send: every group met, in any order. */
  const pizzaChoices = fc
    .tuple(
      fc.constantFrom(...SIZE.choices.map((choice) => choice._id)),
      fc.subarray(
        EXTRAS.choices.map((choice) => choice._id),
        { maxLength: 2 },
      ),
    )
    .chain(([size, extras]) =>
      fc.shuffledSubarray([size, ...extras], { minLength: extras.length + 1 }),
    );
  const saladChoices = fc.shuffledSubarray(
    EXTRAS.choices.map((choice) => choice._id),
    { maxLength: 2 },
  );
  const addition = fc
    .oneof(
      fc.record({ item: fc.constantFrom(margherita, calzone), choices: fc.constant<string[]>([]) }),
      fc.record({ item: fc.constant(pizza), choices: pizzaChoices }),
      fc.record({ item: fc.constant(salad), choices: saladChoices }),
    )
    .chain((picked) =>
      fc.record({
        item: fc.constant(picked.item),
        choices: fc.constant(picked.choices),
        quantity: fc.integer({ min: 1, max: 5 }),
      }),
    );
  const additions = fc.array(addition, { maxLength: 12 });
  type Addition = { item: MenuItem; choices: string[]; quantity: number };

  const fill = (adds: readonly Addition[]) =>
    adds.reduce<CartItem[]>(
      (items, { item, choices, quantity }) => addItem(items, item, choices, quantity),
      [],
    );
  const byKey = (items: CartItem[]) =>
    [...items].sort((a, b) => (a.lineKey < b.lineKey ? -1 : a.lineKey > b.lineKey ? 1 : 0));

  it('makes one line per dish and set of choices, holding every quantity added to it', () => {
    fc.assert(
      fc.property(additions, (adds) => {
        for (const { item, choices, quantity } of adds) {
          expect(canAdd(item, choices, quantity)).toBe(true);
        }
        const items = fill(adds);
        const keyOf = ({ item, choices }: Addition) => [item._id, ...[...choices].sort()].join(' ');
        expect(items.map((line) => line.lineKey)).toEqual([...new Set(adds.map(keyOf))]);
        for (const line of items) {
          const added = adds.filter((each) => keyOf(each) === line.lineKey);
          expect(line.quantity).toBe(added.reduce((sum, each) => sum + each.quantity, 0));
          const choicePrices = line.choices.reduce((sum, choice) => sum + choice.price, 0);
          expect(line.price).toBe(added[0].item.price + choicePrices);
          expect(line.choices.map((choice) => choice._id).sort()).toEqual(
            [...added[0].choices].sort(),
          );
        }
        expect(itemCount(items)).toBe(adds.reduce((sum, each) => sum + each.quantity, 0));
      }),
    );
  });

  it('gives the same lines whatever order the same additions come in', () => {
    fc.assert(
      fc.property(
        additions.chain((adds) =>
          fc.tuple(fc.constant(adds), fc.shuffledSubarray(adds, { minLength: adds.length })),
        ),
        ([adds, shuffled]) => {
          expect(byKey(fill(shuffled))).toEqual(byKey(fill(adds)));
        },
      ),
    );
  });

  it('restores what it stored as it was', () => {
    fc.assert(
      fc.property(additions, (adds) => {
        const items = fill(adds).filter((line) => line.quantity <= 99);
        expect(restoreItems(JSON.parse(JSON.stringify(items)), menu)).toEqual(items);
      }),
    );
  });

  it('adds in the machine as it adds in the list, and saves each change', async () => {
    await fc.assert(
      fc.asyncProperty(additions, async (adds) => {
        const { actor, lastSaved } = startCart();
        await ready(actor);
        for (const { item, choices, quantity } of adds) actor.send(add(item, choices, quantity));
        const { items } = actor.getSnapshot().context;
        expect(items).toEqual(fill(adds));
        expect(actor.getSnapshot().value).toEqual(adds.length ? { filled: 'orderable' } : 'empty');
        if (adds.length) expect(lastSaved()?.items).toEqual(items);
        actor.stop();
      }),
      { numRuns: 50 },
    );
  });

  it('never adds choices a dish cannot have', () => {
    const anyIds = fc.subarray(
      [...SIZE.choices, ...EXTRAS.choices].map((choice) => choice._id).concat('c-nothing'),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(margherita, pizza, salad, dish({ _id: 'x', name: 'X', price: 1 })),
        anyIds,
        (item, ids) => {
          const lines = item.optionGroups.flatMap((group) =>
            group.choices.map((choice) => choice._id),
          );
          const meets = item.optionGroups.every((group) => {
            const count = group.choices.filter((choice) => ids.includes(choice._id)).length;
            return count >= group.minChoices && count <= group.maxChoices;
          });
          const allOfDish = ids.every((id) => lines.includes(id));
          expect(canAdd(item, ids)).toBe(meets && allOfDish);
        },
      ),
    );
  });
});
