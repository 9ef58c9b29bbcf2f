import { randomUUID } from 'node:crypto';
import type { OptionGroup } from '@contract/menu-options';
import { priceCart } from '@server/api/orders/checkout/checkout.service';
import type { RestaurantWithMenu } from '@server/api/restaurants/restaurant.service';

const restaurantId = randomUUID();

/** A restaurant whose menu has `count` dishes at `price` cents each, delivered for $2.50. */
function restaurantWithMenu(count: number, price: number): RestaurantWithMenu {
  const now = new Date();
  return {
    id: restaurantId,
    ownerId: randomUUID(),
    restaurantName: 'Golden Spoon',
    city: 'London',
    country: 'United Kingdom',
    deliveryPrice: 250,
    estimatedDeliveryTime: 30,
    cuisines: ['Italian'],
    imageKey: 'key',
    timeZone: 'Europe/London',
    openingHours: [],
    pausedAt: null,
    pauseMinutes: null,
    busyMinutes: null,
    busyUntil: null,
    acceptWindowMinutes: 10,
    dietaryCombos: [],
    createdAt: now,
    updatedAt: now,
    menuItems: Array.from({ length: count }, (_, position) => ({
      id: randomUUID(),
      restaurantId,
      name: `Dish ${position + 1}`,
      price,
      position,
      available: true,
      description: '',
      dietary: [],
      allergens: [],
      optionGroups: [],
    })),
  };
}

const everyDish = (restaurant: RestaurantWithMenu, quantity: number) =>
  restaurant.menuItems.map((item) => ({ menuItemId: item.id, quantity }));

describe('pricing a cart from the menu', () => {
  it('refuses a sold-out dish, naming the line and the dish', () => {
    const restaurant = restaurantWithMenu(2, 1250);
    restaurant.menuItems[1].available = false;
    expect(() => priceCart(restaurant, everyDish(restaurant, 1))).toThrow(
      'cartItems.1.menuItemId: Dish 2 is sold out',
    );
  });

  it('adds every line at its menu price, and the delivery fee', () => {
    const restaurant = restaurantWithMenu(2, 1250);
    expect(priceCart(restaurant, everyDish(restaurant, 3)).totalAmount).toBe(2 * 3 * 1250 + 250);
  });

  it('refuses a total the payment page could not charge, as too small or too large', () => {
    const cheap = restaurantWithMenu(1, 1);
    expect(() => priceCart({ ...cheap, deliveryPrice: 0 }, everyDish(cheap, 1))).toThrow(
      'cartItems: the order total must be at least $0.50',
    );
    // 11 dishes at $1,000, 99 of each: $1,089,000.
    const dear = restaurantWithMenu(11, 100_000);
    expect(() => priceCart(dear, everyDish(dear, 99))).toThrow(
      'cartItems: the order total must be at most $999,999.99',
    );
    const justUnder = restaurantWithMenu(10, 100_000);
    expect(priceCart(justUnder, everyDish(justUnder, 99)).totalAmount).toBe(99_000_250);
  });
});

const group = (
  name: string,
  rule: Pick<OptionGroup, 'required' | 'minChoices' | 'maxChoices'>,
  choices: Array<[name: string, price: number]>,
): OptionGroup => ({
  _id: randomUUID(),
  name,
  ...rule,
  choices: choices.map(([choiceName, price]) => ({
    _id: randomUUID(),
    name: choiceName,
    price,
    available: true,
  })),
});

/**
 * A $10.00 pizza with a required size (one of three) and optional extras (up to two), and a
 * $5.99 dessert without options.
 */
function pizzeria() {
  const restaurant = restaurantWithMenu(2, 1000);
  const [pizza, dessert] = restaurant.menuItems;
  pizza.name = 'Margherita';
  dessert.name = 'Tiramisu';
  dessert.price = 599;
  const size = group('Size', { required: true, minChoices: 1, maxChoices: 1 }, [
    ['Small', 0],
    ['Medium', 200],
    ['Large', 400],
  ]);
  const extras = group('Extras', { required: false, minChoices: 0, maxChoices: 2 }, [
    ['Extra mozzarella', 150],
    ['Olives', 100],
    ['Basil', 0],
  ]);
  pizza.optionGroups = [size, extras];
  const choice = (groupOf: OptionGroup, name: string) =>
    groupOf.choices.find((entry) => entry.name === name)!._id;
  const ids = {
    small: choice(size, 'Small'),
    large: choice(size, 'Large'),
    mozzarella: choice(extras, 'Extra mozzarella'),
    olives: choice(extras, 'Olives'),
    basil: choice(extras, 'Basil'),
  };
  return { restaurant, pizza, dessert, size, extras, ids };
}

describe('pricing a line with choices', () => {
  it('adds the choices to the dish and keeps them in menu order with their group', () => {
    const { restaurant, pizza, dessert, ids } = pizzeria();
    const cart = priceCart(restaurant, [
      { menuItemId: pizza.id, quantity: 2, choices: [ids.olives, ids.large, ids.mozzarella] },
      { menuItemId: dessert.id, quantity: 1 },
    ]);
    expect(cart.lines).toEqual([
      {
        menuItemId: pizza.id,
        name: 'Margherita',
        quantity: 2,
        unitPrice: 1000 + 400 + 150 + 100,
        choices: [
          { _id: ids.large, group: 'Size', name: 'Large', price: 400 },
          { _id: ids.mozzarella, group: 'Extras', name: 'Extra mozzarella', price: 150 },
          { _id: ids.olives, group: 'Extras', name: 'Olives', price: 100 },
        ],
      },
      { menuItemId: dessert.id, name: 'Tiramisu', quantity: 1, unitPrice: 599, choices: [] },
    ]);
    expect(cart.totalAmount).toBe(2 * 1650 + 599 + 250);
  });

  it('takes no choices, or an empty list, for a dish without option groups', () => {
    const { restaurant, dessert } = pizzeria();
    for (const choices of [undefined, []]) {
      const cart = priceCart(restaurant, [{ menuItemId: dessert.id, quantity: 1, choices }]);
      expect(cart.lines[0]).toMatchObject({ unitPrice: 599, choices: [] });
    }
  });

  it('leaves an optional group empty, or takes a choice that adds nothing', () => {
    const { restaurant, pizza, ids } = pizzeria();
    const [plain, basil] = [[ids.small], [ids.small, ids.basil]].map(
      (choices) => priceCart(restaurant, [{ menuItemId: pizza.id, quantity: 1, choices }]).lines[0],
    );
    expect(plain.unitPrice).toBe(1000);
    expect(basil).toMatchObject({
      unitPrice: 1000,
      choices: [{ name: 'Small' }, { name: 'Basil' }],
    });
  });

  it('refuses a required group left out, naming the group and its minimum', () => {
    const { restaurant, pizza, ids } = pizzeria();
    for (const choices of [undefined, [], [ids.olives]]) {
      expect(() => priceCart(restaurant, [{ menuItemId: pizza.id, quantity: 1, choices }])).toThrow(
        'cartItems.0.choices: choose at least 1 from Size',
      );
    }
  });

  it('refuses more choices than a group allows, naming the group and its maximum', () => {
    const { restaurant, pizza, ids } = pizzeria();
    const tooMany = (choices: string[]) => () =>
      priceCart(restaurant, [{ menuItemId: pizza.id, quantity: 1, choices }]);
    expect(tooMany([ids.small, ids.large])).toThrow(
      'cartItems.0.choices: choose at most 1 from Size',
    );
    expect(tooMany([ids.small, ids.mozzarella, ids.olives, ids.basil])).toThrow(
      'cartItems.0.choices: choose at most 2 from Extras',
    );
  });

  it('asks for the stored minimum of a group that needs several', () => {
    const { restaurant, pizza, ids, extras } = pizzeria();
    Object.assign(extras, { required: true, minChoices: 2, maxChoices: 3 });
    expect(() =>
      priceCart(restaurant, [
        { menuItemId: pizza.id, quantity: 1, choices: [ids.small, ids.olives] },
      ]),
    ).toThrow('cartItems.0.choices: choose at least 2 from Extras');
  });

  it('refuses a choice of another dish, naming the choice and the dish', () => {
    const { restaurant, pizza, dessert, ids } = pizzeria();
    dessert.optionGroups = [
      group('Sauce', { required: false, minChoices: 0, maxChoices: 1 }, [['Chocolate', 50]]),
    ];
    const chocolate = dessert.optionGroups[0].choices[0]._id;
    expect(() =>
      priceCart(restaurant, [
        { menuItemId: dessert.id, quantity: 1, choices: [chocolate] },
        { menuItemId: pizza.id, quantity: 1, choices: [ids.small, chocolate] },
      ]),
    ).toThrow(`cartItems.1.choices: ${chocolate} is not a choice of Margherita`);
    expect(() =>
      priceCart(restaurant, [{ menuItemId: dessert.id, quantity: 1, choices: [ids.small] }]),
    ).toThrow(`cartItems.0.choices: ${ids.small} is not a choice of Tiramisu`);
  });

  it('refuses a choice given twice', () => {
    const { restaurant, pizza, ids } = pizzeria();
    expect(() =>
      priceCart(restaurant, [
        { menuItemId: pizza.id, quantity: 1, choices: [ids.small, ids.olives, ids.olives] },
      ]),
    ).toThrow('cartItems.0.choices: must not repeat a choice');
  });

  it('refuses a sold-out choice, naming it', () => {
    const { restaurant, pizza, size, ids } = pizzeria();
    size.choices[2].available = false;
    expect(() =>
      priceCart(restaurant, [{ menuItemId: pizza.id, quantity: 1, choices: [ids.large] }]),
    ).toThrow('cartItems.0.choices: Large is sold out');
  });

  it('counts the choices in the total, whose limit still applies', () => {
    const { restaurant, pizza, size, extras, ids } = pizzeria();
    for (const choice of [...size.choices, ...extras.choices]) choice.price = 100_000;
    // Four lines of 99 pizzas at $10 are $3,960; with a size and two extras at $1,000 each,
    // $1,191,960: over the most a payment may be.
    const lines = [ids.small, ids.large].flatMap((sizeId) =>
      [
        [ids.mozzarella, ids.olives],
        [ids.mozzarella, ids.basil],
      ].map((pair) => ({ menuItemId: pizza.id, quantity: 99, choices: [sizeId, ...pair] })),
    );
    expect(() => priceCart(restaurant, lines)).toThrow(
      'cartItems: the order total must be at most $999,999.99',
    );
    expect(priceCart(restaurant, lines.slice(0, 3)).totalAmount).toBe(3 * 99 * 301_000 + 250);
  });
});
