import fc from 'fast-check';
import type { MenuItem } from '@contract/restaurant';
import { restoreItems } from '@machines/cart/cart-items';
import { planOrderAgain } from '@machines/cart/order-again';

const margherita: MenuItem = { _id: 'm1', name: 'Margherita', price: 1300, available: true };
const tiramisu: MenuItem = { _id: 'm2', name: 'Tiramisu', price: 650, available: false };

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
      { _id: 'm1', name: 'Margherita', price: 1300, quantity: 2, available: true },
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

  // Orders, as the API answers them, name each menu item once (checkout refuses repeats).
  const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
  const lines = fc.uniqueArray(
    fc.record({ menuItemId: ids, name: fc.string(), quantity: fc.integer({ min: 1, max: 99 }) }),
    { selector: (line) => line.menuItemId, maxLength: 8 },
  );
  const menus = fc.uniqueArray(
    fc.record({
      _id: ids,
      name: fc.string(),
      price: fc.integer({ min: 1, max: 100_000 }),
      available: fc.boolean(),
    }),
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

  it('makes a cart the restaurant page restores as it is', () => {
    fc.assert(
      fc.property(lines, menus, (order, menu) => {
        const { items } = planOrderAgain(order, menu);
        expect(restoreItems(JSON.parse(JSON.stringify(items)), menu)).toEqual(items);
      }),
    );
  });

  it('puts an item named twice in once', () => {
    const line = { menuItemId: 'm1', name: 'Margherita', quantity: 2 };
    const plan = planOrderAgain([line, { ...line, quantity: 5 }], [margherita]);
    expect(plan.items).toEqual([{ ...margherita, quantity: 2 }]);
    expect(plan.leftOut).toEqual([]);
  });
});
