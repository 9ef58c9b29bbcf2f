import fc from 'fast-check';
import type { OrderChoice } from '@contract/order';
import type { MenuItem } from '@contract/restaurant';
import { restoreItems } from '@machines/cart/cart-items';
import { planOrderAgain } from '@machines/cart/order-again';
import { cartLine } from '../cart-line';
import { choiceRemoved, choiceSoldOut, dish, EXTRAS, pizza, SIZE, soldOut } from './cart-menu';

const margherita = dish({ _id: 'm1', name: 'Margherita', price: 1300 });
const tiramisu = soldOut(dish({ _id: 'm2', name: 'Tiramisu', price: 650 }));

/** A choice of `pizza` as an order keeps it: priced as it was bought. */
function bought(choiceId: string, price = 1): OrderChoice {
  const group = pizza.optionGroups.find((each) => each.choices.some((c) => c._id === choiceId))!;
  const choice = group.choices.find((each) => each._id === choiceId)!;
  return { _id: choice._id, group: group.name, name: choice.name, price };
}

describe('planOrderAgain', () => {
  it("puts available lines in at today's price, names sold-out and vanished ones", () => {
    const plan = planOrderAgain(
      [
        { menuItemId: 'm1', name: 'Margherita', quantity: 2 },
        { menuItemId: 'm2', name: 'Tiramisu', quantity: 1 },
        { menuItemId: 'm3', name: 'Calzone', quantity: 4 },
      ],
      [margherita, tiramisu],
    );
    expect(plan.items).toEqual([
      {
        lineKey: 'm1',
        _id: 'm1',
        name: 'Margherita',
        price: 1300,
        quantity: 2,
        choices: [],
        available: true,
      },
    ]);
    expect(plan.leftOut).toEqual([
      { menuItemId: 'm2', name: 'Tiramisu', reason: 'soldOut' },
      { menuItemId: 'm3', name: 'Calzone', reason: 'notOnMenu' },
    ]);
  });

  it("names a line by the name it was sold under, the cart by today's", () => {
    const renamed = { ...margherita, name: 'Margherita DOP' };
    const plan = planOrderAgain([{ menuItemId: 'm1', name: 'Margherita', quantity: 1 }], [renamed]);
    expect(plan.items[0].name).toBe('Margherita DOP');
  });

  it("puts a line back with its choices, at today's prices", () => {
    const plan = planOrderAgain(
      [
        {
          menuItemId: pizza._id,
          name: 'Pizza',
          quantity: 2,
          choices: [bought('c-olives'), bought('c-large')],
        },
        { menuItemId: pizza._id, name: 'Pizza', quantity: 1, choices: [bought('c-small')] },
        { menuItemId: 'm1', name: 'Margherita', quantity: 1, choices: [] },
      ],
      [pizza, margherita],
    );
    expect(plan.items).toEqual([
      cartLine(pizza, 2, ['c-large', 'c-olives']),
      cartLine(pizza, 1, ['c-small']),
      cartLine(margherita, 1),
    ]);
    expect(plan.items[0].price).toBe(1000 + 400 + 100);
    expect(plan.leftOut).toEqual([]);
  });

  it.each<[string, MenuItem, object]>([
    [
      'sold out',
      choiceSoldOut(pizza, 'c-olives'),
      { reason: 'choiceUnavailable', choice: 'Olives' },
    ],
    [
      'no longer offered',
      choiceRemoved({ ...pizza }, 'c-olives'),
      { reason: 'choiceUnavailable', choice: 'Olives' },
    ],
    [
      'of a group that now asks for more',
      { ...pizza, optionGroups: [SIZE, { ...EXTRAS, required: true, minChoices: 2 }] },
      { reason: 'choicesChanged', group: 'Extras' },
    ],
  ])('leaves out a line whose choice is %s, naming it', (_name, todays, why) => {
    const line = {
      menuItemId: pizza._id,
      name: 'Pizza',
      quantity: 1,
      choices: [bought('c-large'), bought('c-olives')],
    };
    const plan = planOrderAgain([line], [todays]);
    expect(plan.items).toEqual([]);
    expect(plan.leftOut).toEqual([{ menuItemId: pizza._id, name: 'Pizza', ...why }]);
  });

  it('names a choice no longer offered by the name it was bought under', () => {
    const renamedOlives = { ...bought('c-olives'), _id: 'c-old-olives', name: 'Black olives' };
    const plan = planOrderAgain(
      [
        {
          menuItemId: pizza._id,
          name: 'Pizza',
          quantity: 1,
          choices: [bought('c-large'), renamedOlives],
        },
      ],
      [pizza],
    );
    expect(plan.leftOut).toEqual([
      { menuItemId: pizza._id, name: 'Pizza', reason: 'choiceUnavailable', choice: 'Black olives' },
    ]);
  });

  it('leaves out a line of a dish sold out whatever its choices', () => {
    const plan = planOrderAgain(
      [{ menuItemId: pizza._id, name: 'Pizza', quantity: 1, choices: [bought('c-large')] }],
      [soldOut(pizza)],
    );
    expect(plan.leftOut).toEqual([{ menuItemId: pizza._id, name: 'Pizza', reason: 'soldOut' }]);
  });

  // Orders, as the API answers them, name each line once (checkout refuses repeats).
  const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
  const lines = fc.uniqueArray(
    fc.record({ menuItemId: ids, name: fc.string(), quantity: fc.integer({ min: 1, max: 99 }) }),
    { selector: (line) => line.menuItemId, maxLength: 8 },
  );
  const menus = fc.uniqueArray(
    fc
      .record({
        _id: ids,
        name: fc.string(),
        price: fc.integer({ min: 1, max: 100_000 }),
        available: fc.boolean(),
      })
      .map((fields) => dish(fields)),
    { selector: (item) => item._id, maxLength: 8 },
  );

  it('puts in or names every line of the order exactly once, quantities kept', () => {
    fc.assert(
      fc.property(lines, menus, (order, menu) => {
        const { items, leftOut } = planOrderAgain(order, menu);
        const accounted = [...items.map((item) => item._id), ...leftOut.map((l) => l.menuItemId)];
        expect(new Set(accounted).size).toBe(accounted.length);
        expect([...accounted].sort()).toEqual(order.map((line) => line.menuItemId).sort());
        for (const item of items) {
          const onMenu = menu.find((each) => each._id === item._id)!;
          expect(onMenu.available).toBe(true);
          expect(item.price).toBe(onMenu.price);
          expect(item.quantity).toBe(order.find((l) => l.menuItemId === item._id)!.quantity);
        }
        for (const line of leftOut) {
          const onMenu = menu.find((each) => each._id === line.menuItemId);
          expect(line.reason).toBe(onMenu ? 'soldOut' : 'notOnMenu');
        }
      }),
    );
  });

  /** Lines of `pizza` with any of its choices, as bought; sold out or not today. */
  const pizzaLines = fc.uniqueArray(
    fc.record({
      menuItemId: fc.constant(pizza._id),
      name: fc.constant('Pizza'),
      quantity: fc.integer({ min: 1, max: 99 }),
      choices: fc.subarray(
        [...SIZE.choices, ...EXTRAS.choices].map((choice) => bought(choice._id)),
        { minLength: 1, maxLength: 4 },
      ),
    }),
    {
      selector: (line) =>
        line.choices
          .map((choice) => choice._id)
          .sort()
          .join(' '),
      maxLength: 6,
    },
  );
  const pizzaMenus = fc
    .subarray([...SIZE.choices, ...EXTRAS.choices].map((choice) => choice._id))
    .map((soldOutIds) => [soldOutIds.reduce(choiceSoldOut, pizza)]);

  it('puts a line with choices in only when every choice can be had and every group is met', () => {
    fc.assert(
      fc.property(pizzaLines, pizzaMenus, (order, menu) => {
        const { items, leftOut } = planOrderAgain(order, menu);
        expect(items.length + leftOut.length).toBe(order.length);
        for (const item of items) {
          expect(item.available).toBe(true);
          expect(item.choices.filter((choice) => choice.group === 'Size')).toHaveLength(1);
          expect(item.choices.filter((choice) => choice.group === 'Extras').length).toBeLessThan(3);
        }
        for (const line of leftOut) expect(line.reason).not.toBe('soldOut');
      }),
    );
  });

  it('makes a cart the restaurant page restores as it is', () => {
    fc.assert(
      fc.property(lines, menus, pizzaLines, pizzaMenus, (order, menu, withChoices, [todays]) => {
        const whole = [...menu.filter((item) => item._id !== pizza._id), todays];
        const { items } = planOrderAgain([...order, ...withChoices], whole);
        expect(restoreItems(JSON.parse(JSON.stringify(items)), whole)).toEqual(items);
      }),
    );
  });

  it('puts a line named twice in once', () => {
    const line = { menuItemId: 'm1', name: 'Margherita', quantity: 2 };
    const plan = planOrderAgain([line, { ...line, quantity: 5 }], [margherita]);
    expect(plan.items).toEqual([cartLine(margherita, 2)]);
    expect(plan.leftOut).toEqual([]);
  });
});
