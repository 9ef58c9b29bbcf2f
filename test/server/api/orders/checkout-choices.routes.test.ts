import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OptionGroup } from '@contract/menu-options';
import type { Order } from '@contract/order';
import type { PastOrdersPage } from '@contract/past-orders.routes';
import type { Restaurant } from '@contract/restaurant';
import { orderEvent } from '@server/api/orders/events/order-event-hub';
import { findOrderWithDetails } from '@server/api/orders/order-query.service';
import { recordPayment } from '@server/api/orders/payment/order-payment.service';
import { menuItems } from '@server/db/schema';
import type { TestApp } from '../../helpers/build-test-app';
import { bearer } from '../../helpers/test-tokens';
import {
  NOWHERE,
  startTestPayments,
  type TestPayments,
} from '@test/local/payments/payments-test-kit';
import {
  buildOrderTestApp,
  checkout,
  countOrders,
  DELIVERY_DETAILS,
  findOrder,
  openRestaurant,
  orderBySession,
  sessionIdOf,
  signUp,
  type Headers,
} from './order-test-kit';
import { CUSTOMER_ORDERS, listOf, OWNER_ORDERS, patchStatus } from './owner-orders-test-kit';

const choiceOf = (name: string, price: number, available = true) => ({
  _id: randomUUID(),
  name,
  price,
  available,
});

/** Margherita ($12.50): a required size, optional extras (up to two); Tiramisu: a sauce. */
function optionGroups() {
  const size: OptionGroup = {
    _id: randomUUID(),
    name: 'Size',
    required: true,
    minChoices: 1,
    maxChoices: 1,
    choices: [
      choiceOf('Small', 0),
      choiceOf('Medium', 200),
      choiceOf('Large', 400),
      choiceOf('Family', 800, false),
    ],
  };
  const extras: OptionGroup = {
    _id: randomUUID(),
    name: 'Extras',
    required: false,
    minChoices: 0,
    maxChoices: 2,
    choices: [choiceOf('Extra mozzarella', 150), choiceOf('Olives', 100), choiceOf('Basil', 0)],
  };
  const sauce: OptionGroup = {
    _id: randomUUID(),
    name: 'Sauce',
    required: false,
    minChoices: 0,
    maxChoices: 1,
    choices: [choiceOf('Chocolate', 50)],
  };
  const id = (group: OptionGroup, name: string) =>
    group.choices.find((choice) => choice.name === name)!._id;
  return {
    size,
    extras,
    sauce,
    small: id(size, 'Small'),
    large: id(size, 'Large'),
    family: id(size, 'Family'),
    mozzarella: id(extras, 'Extra mozzarella'),
    olives: id(extras, 'Olives'),
    basil: id(extras, 'Basil'),
    chocolate: id(sauce, 'Chocolate'),
  };
}

describe('checkout lines with choices', () => {
  let payments: TestPayments;
  let subject: TestApp;
  let restaurant: Restaurant;
  let owner: Headers;
  let customer: Headers;
  let options: ReturnType<typeof optionGroups>;

  const db = () => subject.database.db;
  const margherita = () => restaurant.menuItems[0];
  const tiramisu = () => restaurant.menuItems[1];

  /** The owner's edit of a dish's groups, written as the menu save writes it. */
  const setGroups = (menuItemId: string, groups: OptionGroup[]) =>
    db().update(menuItems).set({ optionGroups: groups }).where(eq(menuItems.id, menuItemId));

  const payload = (cartItems: unknown[]) => ({
    restaurantId: restaurant._id,
    cartItems,
    deliveryDetails: DELIVERY_DETAILS,
  });
  const pizza = (choices?: string[], quantity: unknown = 1) => ({
    menuItemId: margherita()._id,
    name: 'Margherita',
    quantity,
    ...(choices ? { choices } : {}),
  });

  /** Checks out `cartItems`, expecting success; answers the stored order and its session id. */
  async function placed(cartItems: unknown[]) {
    const response = await checkout(subject.app, customer, payload(cartItems));
    expect(response.json()).toEqual({ url: expect.any(String) });
    const sessionId = sessionIdOf(response.json<{ url: string }>().url);
    const stored = await orderBySession(db(), sessionId);
    return { order: (await findOrder(db(), stored.id))!, sessionId };
  }

  beforeAll(async () => {
    payments = await startTestPayments({ webhookUrl: NOWHERE });
    subject = await buildOrderTestApp(payments.stripe);
    const ownerSub = `owner-${randomUUID()}`;
    restaurant = await openRestaurant(subject.app, ownerSub);
    owner = await bearer(ownerSub);
    customer = await signUp(subject.app, `customer-${randomUUID()}`);
    options = optionGroups();
    await setGroups(margherita()._id, [options.size, options.extras]);
    await setGroups(tiramisu()._id, [options.sauce]);
  }, 60_000);
  afterAll(async () => {
    await subject.close();
    await payments.close();
  });

  it('takes the specification’s payload, without choices, for a dish without groups', async () => {
    await setGroups(tiramisu()._id, []);
    try {
      const { order } = await placed([
        { menuItemId: tiramisu()._id, name: 'Tiramisu', quantity: '2' },
      ]);
      expect(order.totalAmount).toBe(2 * 599 + 250);
      expect(order.items).toMatchObject([{ name: 'Tiramisu', unitPrice: 599, choices: [] }]);
    } finally {
      await setGroups(tiramisu()._id, [options.sauce]);
    }
  });

  it('prices each line from the menu with its choices, ignoring any price the client sends', async () => {
    const { order, sessionId } = await placed([
      {
        ...pizza([options.olives, options.large, options.mozzarella], '2'),
        price: 1,
        unitPrice: 1,
        choicePrices: [0, 0, 0],
      },
      { menuItemId: tiramisu()._id, name: 'Free', quantity: 1, price: 0 },
    ]);
    const unitPrice = 1250 + 400 + 150 + 100;
    expect(order.totalAmount).toBe(2 * unitPrice + 599 + 250);
    expect(
      order.items.map(({ name, quantity, unitPrice, choices }) => ({
        name,
        quantity,
        unitPrice,
        choices,
      })),
    ).toEqual([
      {
        name: 'Margherita',
        quantity: 2,
        unitPrice,
        choices: [
          { _id: options.large, group: 'Size', name: 'Large', price: 400 },
          { _id: options.mozzarella, group: 'Extras', name: 'Extra mozzarella', price: 150 },
          { _id: options.olives, group: 'Extras', name: 'Olives', price: 100 },
        ],
      },
      { name: 'Tiramisu', quantity: 1, unitPrice: 599, choices: [] },
    ]);

    const session = await payments.stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['line_items'],
    });
    expect(session.amount_total).toBe(order.totalAmount);
    expect(
      session.line_items!.data.map((line) => [
        line.description,
        line.quantity,
        line.price?.unit_amount,
      ]),
    ).toEqual([
      ['Margherita (Large, Extra mozzarella, Olives)', 2, unitPrice],
      ['Tiramisu', 1, 599],
      ['Delivery', 1, 250],
    ]);
  });

  it('takes the same dish with other choices as another line', async () => {
    const { order } = await placed([
      pizza([options.small]),
      pizza([options.small, options.basil], 3),
      pizza([options.large]),
    ]);
    expect(order.items.map((line) => [line.quantity, line.unitPrice, line.choices.length])).toEqual(
      [
        [1, 1250, 1],
        [3, 1250, 2],
        [1, 1650, 1],
      ],
    );
  });

  describe('refuses with 400 and writes no order', () => {
    async function expectRefused(cartItems: unknown[], message: string | RegExp) {
      const before = await countOrders(db());
      const response = await checkout(subject.app, customer, payload(cartItems));
      expect(response.statusCode).toBe(400);
      if (typeof message === 'string') expect(response.json()).toEqual({ message });
      else expect(response.json<{ message: string }>().message).toMatch(message);
      expect(await countOrders(db())).toBe(before);
    }

    it('a dish with a required group and no choices, naming the group', async () => {
      await expectRefused([pizza()], 'cartItems.0.choices: choose at least 1 from Size');
      await expectRefused([pizza([])], 'cartItems.0.choices: choose at least 1 from Size');
      await expectRefused(
        [pizza([options.small]), pizza([options.olives])],
        'cartItems.1.choices: choose at least 1 from Size',
      );
    });

    it('more choices than a group allows, naming the group', async () => {
      await expectRefused(
        [pizza([options.small, options.large])],
        'cartItems.0.choices: choose at most 1 from Size',
      );
      await expectRefused(
        [pizza([options.small, options.mozzarella, options.olives, options.basil])],
        'cartItems.0.choices: choose at most 2 from Extras',
      );
    });

    it('a choice of another dish, or of none, naming it and the dish', async () => {
      await expectRefused(
        [pizza([options.small, options.chocolate])],
        `cartItems.0.choices: ${options.chocolate} is not a choice of Margherita`,
      );
      await expectRefused(
        [{ menuItemId: tiramisu()._id, quantity: 1, choices: [options.small] }],
        `cartItems.0.choices: ${options.small} is not a choice of Tiramisu`,
      );
      const unknown = randomUUID();
      await expectRefused(
        [pizza([options.small, unknown])],
        `cartItems.0.choices: ${unknown} is not a choice of Margherita`,
      );
    });

    it('a choice given twice', async () => {
      await expectRefused(
        [pizza([options.small, options.olives, options.olives])],
        'cartItems.0.choices: must not repeat a choice',
      );
    });

    it('a sold-out choice, naming it', async () => {
      await expectRefused([pizza([options.family])], 'cartItems.0.choices: Family is sold out');
    });

    it('the same dish with the same choices on two lines, in any order', async () => {
      await expectRefused(
        [pizza([options.small, options.olives]), pizza([options.olives, options.small], 2)],
        'cartItems.1.menuItemId: is repeated',
      );
    });

    it('choices that are not a list of ids', async () => {
      for (const choices of ['Large', [1], [''], { 0: options.large }]) {
        await expectRefused(
          [pizza(choices as string[])],
          /^cartItems\.0\.choices(\.0)?: must be a list of choice ids$/,
        );
      }
    });
  });

  it('keeps a past order’s lines and choices as bought after the owner edits the menu', async () => {
    const { order } = await placed([
      pizza([options.large, options.olives], 2),
      { menuItemId: tiramisu()._id, quantity: 1, choices: [options.chocolate] },
    ]);
    const payment = await recordPayment(db(), {
      orderId: order.id,
      amount: order.totalAmount,
      currency: 'usd',
    });
    expect(payment.kind).toBe('paid');
    const asBought = [
      {
        menuItemId: margherita()._id,
        name: 'Margherita',
        quantity: 2,
        price: 1250 + 400 + 100,
        choices: [
          { _id: options.large, group: 'Size', name: 'Large', price: 400 },
          { _id: options.olives, group: 'Extras', name: 'Olives', price: 100 },
        ],
        refunded: false,
      },
      {
        menuItemId: tiramisu()._id,
        name: 'Tiramisu',
        quantity: 1,
        price: 599 + 50,
        choices: [{ _id: options.chocolate, group: 'Sauce', name: 'Chocolate', price: 50 }],
        refunded: false,
      },
    ];
    const linesIn = async (url: string, headers: Headers) =>
      (await listOf(subject.app, url, headers)).find((entry) => entry._id === order.id)?.cartItems;
    expect(await linesIn(CUSTOMER_ORDERS, customer)).toEqual(asBought);

    // The owner renames the size, makes it dearer, drops the extras and the sauce.
    const renamed: OptionGroup = {
      ...options.size,
      name: 'Base',
      choices: options.size.choices.map((choice) =>
        choice._id === options.large ? { ...choice, name: 'Big', price: 900 } : choice,
      ),
    };
    await setGroups(margherita()._id, [renamed]);
    await setGroups(tiramisu()._id, []);
    try {
      expect(await linesIn(CUSTOMER_ORDERS, customer)).toEqual(asBought);
      expect(await linesIn(OWNER_ORDERS, owner)).toEqual(asBought);
      const event = orderEvent((await findOrderWithDetails(db(), order.id))!, 'http://api.test');
      expect(JSON.parse(event.data).cartItems).toEqual(asBought);

      const delivered = await patchStatus(subject.app, order.id, owner, { status: 'delivered' });
      expect(delivered.json<Order>().cartItems).toEqual(asBought);
      const past = await subject.app.inject({
        method: 'GET',
        url: '/api/order/past',
        headers: customer,
      });
      const pastOrder = past.json<PastOrdersPage>().orders.find((entry) => entry._id === order.id);
      expect(pastOrder?.cartItems).toEqual(asBought);
      expect(pastOrder?.totalAmount).toBe(2 * 1750 + 649 + 250);
    } finally {
      await setGroups(margherita()._id, [options.size, options.extras]);
      await setGroups(tiramisu()._id, [options.sauce]);
    }
  });
});
