import type { MenuItem, Restaurant } from '@contract/restaurant';
import type { TestApp } from '../../helpers/build-test-app';
import {
  buildRestaurantTestApp,
  sendRestaurant,
  signUp,
  solidImage,
  toFormEntries,
  validFields,
  type Headers,
  type MenuItemFields,
  type OptionGroupFields,
} from './restaurant-test-kit';

const SLOW = 60_000;
let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  t = await buildRestaurantTestApp();
  png = await solidImage('png', 320, 180);
}, SLOW);
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const size: OptionGroupFields = {
  name: 'Size',
  required: 'true',
  minChoices: '1',
  maxChoices: '1',
  choices: [
    { name: 'Small', price: '0' },
    { name: 'Medium', price: '200' },
    { name: 'Large', price: '400' },
  ],
};
const extras: OptionGroupFields = {
  name: 'Extras',
  required: 'false',
  minChoices: '0',
  maxChoices: '2',
  choices: [
    { name: 'Extra mozzarella', price: '150' },
    { name: 'Olives', price: '100', available: 'false' },
  ],
};
const pizza: MenuItemFields = {
  name: 'Margherita',
  price: '1000',
  description: '  Tomato, mozzarella and basil  ',
  dietary: ['vegetarian'],
  allergens: ['gluten', 'milk'],
  optionGroups: [size, extras],
};
const tiramisu: MenuItemFields = { name: 'Tiramisu', price: '599' };

let owners = 0;
async function openWith(menuItems: MenuItemFields[]) {
  const headers = await signUp(t.app, `auth0|options-${++owners}`);
  const response = await sendRestaurant(
    t.app,
    'POST',
    headers,
    { ...validFields, menuItems },
    { data: png },
  );
  expect(response.statusCode).toBe(201);
  return { headers, restaurant: response.json<Restaurant>() };
}

async function save(headers: Headers, menuItems: MenuItemFields[]) {
  const response = await sendRestaurant(t.app, 'PUT', headers, { ...validFields, menuItems });
  expect(response.json()).toMatchObject({ menuItems: expect.any(Array) });
  return response.json<Restaurant>().menuItems;
}

const publicMenu = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/restaurant/${id}` })).json<Restaurant>()
    .menuItems;

/** The form fields of a saved item, ids included, as the web app sends them back. */
function asSent(item: MenuItem): MenuItemFields {
  return {
    _id: item._id,
    name: item.name,
    price: String(item.price),
    description: item.description,
    dietary: item.dietary.length ? item.dietary : '',
    allergens: item.allergens.length ? item.allergens : '',
    optionGroups: item.optionGroups.length
      ? item.optionGroups.map((group) => ({
          _id: group._id,
          name: group.name,
          required: String(group.required),
          minChoices: String(group.minChoices),
          maxChoices: String(group.maxChoices),
          choices: group.choices.map((choice) => ({
            _id: choice._id,
            name: choice.name,
            price: String(choice.price),
          })),
        }))
      : '',
  };
}

describe('menu items with descriptions, tags, allergens and option groups', () => {
  it('stores what the form sends and answers it, on both the owner and the public route', async () => {
    const { headers, restaurant } = await openWith([pizza, tiramisu]);
    const [margherita, dessert] = restaurant.menuItems;
    expect(margherita).toEqual({
      _id: expect.stringMatching(UUID),
      name: 'Margherita',
      price: 1000,
      available: true,
      description: 'Tomato, mozzarella and basil',
      dietary: ['vegetarian'],
      allergens: ['gluten', 'milk'],
      optionGroups: [
        {
          _id: expect.stringMatching(UUID),
          name: 'Size',
          required: true,
          minChoices: 1,
          maxChoices: 1,
          choices: [
            { _id: expect.stringMatching(UUID), name: 'Small', price: 0, available: true },
            { _id: expect.stringMatching(UUID), name: 'Medium', price: 200, available: true },
            { _id: expect.stringMatching(UUID), name: 'Large', price: 400, available: true },
          ],
        },
        {
          _id: expect.stringMatching(UUID),
          name: 'Extras',
          required: false,
          minChoices: 0,
          maxChoices: 2,
          choices: [
            {
              _id: expect.stringMatching(UUID),
              name: 'Extra mozzarella',
              price: 150,
              available: true,
            },
            { _id: expect.stringMatching(UUID), name: 'Olives', price: 100, available: false },
          ],
        },
      ],
    });
    // An item without options answers them empty: a click adds it as it is.
    expect(dessert).toEqual({
      _id: expect.stringMatching(UUID),
      name: 'Tiramisu',
      price: 599,
      available: true,
      description: '',
      dietary: [],
      allergens: [],
      optionGroups: [],
    });
    const ids = [
      margherita,
      ...margherita.optionGroups,
      ...margherita.optionGroups.flatMap((g) => g.choices),
    ].map((entry) => entry._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await publicMenu(restaurant._id)).toEqual(restaurant.menuItems);
    const mine = await t.app.inject({ method: 'GET', url: '/api/my/restaurant', headers });
    expect(mine.json<Restaurant>().menuItems).toEqual(restaurant.menuItems);
  });

  it('reads one tag or allergen as a list, indexed or with []', async () => {
    const entries: Array<[string, string]> = [
      ...toFormEntries({ ...validFields, menuItems: [tiramisu] }),
      ['menuItems[0][dietary][0]', 'vegan'],
      ['menuItems[0][allergens][]', 'soya'],
    ];
    const headers = await signUp(t.app, 'auth0|options-one-tag');
    const response = await sendRestaurant(t.app, 'POST', headers, entries, { data: png });
    expect(response.statusCode).toBe(201);
    expect(response.json<Restaurant>().menuItems[0]).toMatchObject({
      dietary: ['vegan'],
      allergens: ['soya'],
    });
  });

  it('keeps every id across saves that send them back, and saves the changes', async () => {
    const { headers, restaurant } = await openWith([pizza, tiramisu]);
    const [margherita] = restaurant.menuItems;
    const sent = asSent(margherita);
    const groups = sent.optionGroups as OptionGroupFields[];
    groups[0].choices![2] = { ...groups[0].choices![2], name: 'Family', price: '600' };
    groups[1].maxChoices = '1';
    const menu = await save(headers, [
      { ...sent, description: 'New recipe', dietary: ['vegetarian', 'spicy'] },
      tiramisu,
    ]);
    const [size0, extras0] = margherita.optionGroups;
    expect(menu[0]).toEqual({
      ...margherita,
      description: 'New recipe',
      dietary: ['vegetarian', 'spicy'],
      optionGroups: [
        {
          ...size0,
          choices: [
            size0.choices[0],
            size0.choices[1],
            { ...size0.choices[2], name: 'Family', price: 600 },
          ],
        },
        // Olives stay sold out: the form said nothing about their availability.
        { ...extras0, maxChoices: 1 },
      ],
    });
    expect(await publicMenu(restaurant._id)).toEqual(menu);
  });

  it('keeps ids by name when the form sends none, as for items; a renamed entry is new', async () => {
    const { headers, restaurant } = await openWith([pizza]);
    const [margherita] = restaurant.menuItems;
    const [size0, extras0] = margherita.optionGroups;
    const menu = await save(headers, [
      {
        ...pizza,
        optionGroups: [
          {
            ...extras,
            choices: [
              { name: 'Olives', price: '120' },
              { name: 'Basil', price: '50' },
            ],
          },
          { ...size, name: 'Sizes' },
        ],
      },
    ]);
    const [extras1, sizes1] = menu[0].optionGroups;
    expect(menu[0]._id).toBe(margherita._id);
    expect(extras1._id).toBe(extras0._id);
    expect(extras1.choices).toEqual([
      { ...extras0.choices[1], price: 120 },
      { _id: expect.stringMatching(UUID), name: 'Basil', price: 50, available: true },
    ]);
    expect(extras0.choices.map((choice) => choice._id)).not.toContain(extras1.choices[1]._id);
    expect(sizes1._id).not.toBe(size0._id);
    expect(sizes1.choices.map((choice) => choice._id)).not.toContain(size0.choices[0]._id);
  });

  it('keeps what a form without the new fields leaves out: the specification payload', async () => {
    const { headers, restaurant } = await openWith([pizza, tiramisu]);
    const [margherita, dessert] = restaurant.menuItems;
    // Name and price only, with and without ids, as a client written for the specification sends.
    const withIds = await save(headers, [
      { _id: margherita._id, name: 'Margherita', price: '1100' },
      { _id: dessert._id, name: 'Tiramisu', price: '599' },
    ]);
    expect(withIds).toEqual([{ ...margherita, price: 1100 }, dessert]);
    const withoutIds = await save(headers, [
      { name: 'Margherita', price: '1100' },
      { name: 'Tiramisu', price: '599' },
      { name: 'Panna cotta', price: '550' },
    ]);
    expect(withoutIds.slice(0, 2)).toEqual(withIds);
    expect(withoutIds[2]).toMatchObject({
      description: '',
      dietary: [],
      allergens: [],
      optionGroups: [],
    });
  });

  it('clears each field that the form sends empty', async () => {
    const { headers, restaurant } = await openWith([pizza]);
    const [margherita] = restaurant.menuItems;
    const menu = await save(headers, [
      {
        _id: margherita._id,
        name: 'Margherita',
        price: '1000',
        description: '',
        dietary: '',
        allergens: '',
        optionGroups: '',
      },
    ]);
    expect(menu).toEqual([
      { ...margherita, description: '', dietary: [], allergens: [], optionGroups: [] },
    ]);
  });

  it('makes new choices available, and sets availability when the form says', async () => {
    const { headers, restaurant } = await openWith([pizza]);
    const sent = asSent(restaurant.menuItems[0]);
    const [sizeSent, extrasSent] = sent.optionGroups as OptionGroupFields[];
    const menu = await save(headers, [
      {
        ...sent,
        optionGroups: [
          { ...sizeSent, choices: [{ ...sizeSent.choices![0], available: 'false' }] },
          {
            ...extrasSent,
            choices: [
              { ...extrasSent.choices![1], available: 'true' },
              { name: 'Anchovies', price: '100' },
            ],
          },
        ],
      },
    ]);
    expect(menu[0].optionGroups.map((group) => group.choices.map((c) => c.available))).toEqual([
      [false],
      [true, true],
    ]);
  });

  it('takes a form far beyond the fields a menu had before options', async () => {
    const groups = (n: number): OptionGroupFields[] =>
      Array.from({ length: 3 }, (_, g) => ({
        name: `Group ${g}`,
        required: 'false',
        minChoices: '0',
        maxChoices: '5',
        choices: Array.from({ length: 5 }, (_, c) => ({
          name: `Choice ${n}.${g}.${c}`,
          price: '50',
        })),
      }));
    const menuItems = Array.from({ length: 30 }, (_, n) => ({
      name: `Dish ${n}`,
      price: '900',
      dietary: ['vegan', 'glutenFree'],
      allergens: ['soya', 'sesame', 'mustard'],
      optionGroups: groups(n),
    }));
    // Three times the 483 fields a form could have before.
    expect(toFormEntries({ ...validFields, menuItems }).length).toBeGreaterThan(1400);
    const { restaurant } = await openWith(menuItems);
    expect(restaurant.menuItems).toHaveLength(30);
    expect(restaurant.menuItems[29].optionGroups[2].choices[4].name).toBe('Choice 29.2.4');
  });

  it('refuses a form whose fields hold more than 2 MiB in all with 413, storing nothing', async () => {
    const headers = await signUp(t.app, 'auth0|options-flood');
    const flood = Array.from({ length: 600 }, (_, i): [string, string] => [
      `note${i}`,
      'x'.repeat(4000),
    ]);
    const entries = [...toFormEntries(validFields), ...flood];
    const response = await sendRestaurant(t.app, 'POST', headers, entries, { data: png });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'body: the form fields must be at most 2 MiB in all',
    });
    const mine = await t.app.inject({ method: 'GET', url: '/api/my/restaurant', headers });
    expect(mine.statusCode).toBe(404);
  });
});

describe('option ids that are not on the item (400, nothing written)', () => {
  it('refuses any option id on create, as it refuses item ids', async () => {
    const headers = await signUp(t.app, 'auth0|options-create-ids');
    const id = crypto.randomUUID();
    const cases: Array<[OptionGroupFields[], string]> = [
      [
        [{ ...size, _id: id }],
        'menuItems.0.optionGroups.0._id: is not an option group of this item',
      ],
      [
        [extras, { ...size, choices: [{ _id: id, name: 'Small', price: '0' }] }],
        'menuItems.0.optionGroups.1.choices.0._id: is not a choice of this group',
      ],
    ];
    for (const [optionGroups, message] of cases) {
      const response = await sendRestaurant(
        t.app,
        'POST',
        headers,
        { ...validFields, menuItems: [{ ...pizza, optionGroups }] },
        { data: png },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const mine = await t.app.inject({ method: 'GET', url: '/api/my/restaurant', headers });
    expect(mine.statusCode).toBe(404);
  });

  it("refuses another item's group, another group's choice or an unknown id on update", async () => {
    const { headers, restaurant } = await openWith([pizza, { ...pizza, name: 'Marinara' }]);
    const [margherita, marinara] = restaurant.menuItems;
    const sent = asSent(margherita);
    const [sizeSent, extrasSent] = sent.optionGroups as OptionGroupFields[];
    const cases: Array<[OptionGroupFields[], string]> = [
      [
        [sizeSent, { ...extrasSent, _id: marinara.optionGroups[1]._id }],
        'menuItems.0.optionGroups.1._id: is not an option group of this item',
      ],
      [
        [{ ...sizeSent, choices: [sizeSent.choices![0], extrasSent.choices![0]] }],
        'menuItems.0.optionGroups.0.choices.1._id: is not a choice of this group',
      ],
      [
        [{ ...sizeSent, choices: [{ ...sizeSent.choices![0], _id: crypto.randomUUID() }] }],
        'menuItems.0.optionGroups.0.choices.0._id: is not a choice of this group',
      ],
    ];
    for (const [optionGroups, message] of cases) {
      const response = await sendRestaurant(t.app, 'PUT', headers, {
        ...validFields,
        restaurantName: 'Renamed',
        menuItems: [{ ...sent, optionGroups }, asSent(marinara)],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const mine = await t.app.inject({ method: 'GET', url: '/api/my/restaurant', headers });
    expect(mine.json()).toEqual(restaurant);
  });

  it('refuses a group id on a new item, even one its old name had', async () => {
    const { headers, restaurant } = await openWith([pizza]);
    const sent = asSent(restaurant.menuItems[0]);
    const response = await sendRestaurant(t.app, 'PUT', headers, {
      ...validFields,
      menuItems: [{ ...sent, _id: undefined, name: 'Pizza Margherita' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'menuItems.0.optionGroups.0._id: is not an option group of this item',
    });
  });
});

describe('the rules of descriptions, tags and options (400 naming the field)', () => {
  let headers: Headers;
  beforeAll(async () => {
    headers = await signUp(t.app, 'auth0|options-rules');
  });

  const group = (change: Partial<OptionGroupFields>): OptionGroupFields => ({ ...size, ...change });
  const range = (min: number, max: number) =>
    `must be a whole number of cents from ${min} to ${max}`;

  it.each<[string, Partial<MenuItemFields>, string]>([
    [
      'a description over 300 characters',
      { description: 'd'.repeat(301) },
      'menuItems.0.description: must be at most 300 characters',
    ],
    [
      'an unknown dietary tag',
      { dietary: ['vegetarian', 'paleo'] },
      'menuItems.0.dietary.1: must be one of the listed dietary tags',
    ],
    [
      'a repeated dietary tag',
      { dietary: ['vegan', 'vegan'] },
      'menuItems.0.dietary.1: must not be repeated',
    ],
    [
      'an unknown allergen',
      { allergens: ['Milk'] },
      'menuItems.0.allergens.0: must be one of the 14 listed allergens',
    ],
    [
      'a required group without choices',
      { optionGroups: [group({ choices: undefined })] },
      'menuItems.0.optionGroups.0.choices: add at least one choice',
    ],
    [
      'a group without a name',
      { optionGroups: [group({ name: ' ' })] },
      'menuItems.0.optionGroups.0.name: group name is required',
    ],
    [
      'a minimum above the maximum',
      { optionGroups: [group({ minChoices: '2', maxChoices: '1' })] },
      'menuItems.0.optionGroups.0.maxChoices: must be at least the minimum',
    ],
    [
      'a required group with a minimum of 0',
      { optionGroups: [group({ minChoices: '0' })] },
      'menuItems.0.optionGroups.0.minChoices: must be at least 1 for a required group',
    ],
    [
      'an optional group with a minimum',
      { optionGroups: [group({ required: 'false', minChoices: '1' })] },
      'menuItems.0.optionGroups.0.minChoices: must be 0 for an optional group',
    ],
    [
      'a minimum above the number of choices',
      { optionGroups: [group({ minChoices: '4', maxChoices: '4' })] },
      'menuItems.0.optionGroups.0.minChoices: must be at most the number of choices',
    ],
    [
      'a maximum that is no number',
      { optionGroups: [group({ maxChoices: 'two' })] },
      'menuItems.0.optionGroups.0.maxChoices: must be a whole number of choices from 0 to 20',
    ],
    [
      'a choice without a name',
      { optionGroups: [group({ choices: [{ name: '', price: '0' }] })] },
      'menuItems.0.optionGroups.0.choices.0.name: choice name is required',
    ],
    [
      'a choice without a price',
      { optionGroups: [group({ choices: [{ name: 'Small', price: '' }] })] },
      'menuItems.0.optionGroups.0.choices.0.price: choice price is required',
    ],
    [
      'a choice price in dollars',
      { optionGroups: [group({ choices: [{ name: 'Small', price: '1.50' }] })] },
      `menuItems.0.optionGroups.0.choices.0.price: ${range(0, 100000)}`,
    ],
    [
      'a negative choice price',
      { optionGroups: [group({ choices: [{ name: 'Small', price: '-100' }] })] },
      `menuItems.0.optionGroups.0.choices.0.price: ${range(0, 100000)}`,
    ],
    [
      'a choice price in words',
      { optionGroups: [group({ choices: [{ name: 'Small', price: 'free' }] })] },
      `menuItems.0.optionGroups.0.choices.0.price: ${range(0, 100000)}`,
    ],
    [
      'a choice availability that is no flag',
      { optionGroups: [group({ choices: [{ name: 'Small', price: '0', available: 'no' }] })] },
      'menuItems.0.optionGroups.0.choices.0.available: must be true or false',
    ],
    [
      'a group id that is no id',
      { optionGroups: [group({ _id: 'size' })] },
      'menuItems.0.optionGroups.0._id: must be the id of an option group',
    ],
    [
      'a repeated choice id',
      {
        optionGroups: [
          group({
            choices: [
              { _id: '9f1c2b3a-4d5e-4f60-8a7b-1c2d3e4f5a6b', name: 'Small', price: '0' },
              { _id: '9f1c2b3a-4d5e-4f60-8a7b-1c2d3e4f5a6b', name: 'Large', price: '400' },
            ],
          }),
        ],
      },
      'menuItems.0.optionGroups.0.choices.1._id: is repeated',
    ],
    [
      '11 option groups',
      { optionGroups: Array.from({ length: 11 }, (_, i) => group({ name: `Group ${i}` })) },
      'menuItems.0.optionGroups: must have at most 10 option groups',
    ],
  ])('refuses %s', async (_name, change, message) => {
    const response = await sendRestaurant(
      t.app,
      'POST',
      headers,
      { ...validFields, menuItems: [{ ...pizza, ...change }, tiramisu] },
      { data: png },
    );
    expect(response.json()).toEqual({ message });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a single plain tag field: it is text, not a list', async () => {
    const entries: Array<[string, string]> = [
      ...toFormEntries({ ...validFields, menuItems: [tiramisu] }),
      ['menuItems[0][dietary]', 'vegan'],
    ];
    const response = await sendRestaurant(t.app, 'POST', headers, entries, { data: png });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^menuItems\.0\.dietary: /);
  });
});
