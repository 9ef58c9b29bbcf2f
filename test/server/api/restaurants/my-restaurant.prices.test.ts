import type { Restaurant } from '@contract/restaurant';
import type { TestApp } from '../../helpers/build-test-app';
import {
  buildRestaurantTestApp,
  sendRestaurant,
  signUp,
  solidImage,
  validFields,
  type Headers,
  type RestaurantFields,
} from './restaurant-test-kit';

const SLOW = 60_000;
let t: TestApp & { imagesDir: string };
let headers: Headers;
let png: Buffer;

beforeAll(async () => {
  t = await buildRestaurantTestApp();
  headers = await signUp(t.app, 'auth0|float-prices');
  png = await solidImage('png');
}, SLOW);
afterAll(() => t.close());

const read = () => t.app.inject({ method: 'GET', url: '/api/my/restaurant', headers });
const itemRange = 'must be a whole number of cents from 1 to 100000';
const deliveryRange = 'must be a whole number of cents from 0 to 100000';

/** Prices as a client multiplying dollars by 100 in floating point sends them. */
const floatPrices: RestaurantFields = {
  ...validFields,
  deliveryPrice: String(2.5 * 100 + 1e-13),
  menuItems: [
    { name: 'Margherita', price: String(2.3 * 100) },
    { name: 'Tiramisu', price: String(5.99 * 100) },
    { name: 'Most', price: '100000.00000000001' },
  ],
};

describe('prices in cents with floating-point artefacts', () => {
  it('are stored as whole cents, on create and on update', async () => {
    expect(floatPrices.menuItems.map((item) => item.price)).toContain('229.99999999999997');
    const created = await sendRestaurant(t.app, 'POST', headers, floatPrices, { data: png });
    expect(created.statusCode).toBe(201);
    const restaurant = created.json<Restaurant>();
    expect(restaurant.deliveryPrice).toBe(250);
    expect(restaurant.menuItems.map((item) => item.price)).toEqual([230, 599, 100000]);
    expect((await read()).json()).toEqual(restaurant);

    const updated = await sendRestaurant(t.app, 'PUT', headers, {
      ...floatPrices,
      deliveryPrice: '-0.0000001',
      menuItems: [{ name: 'Tiramisu', price: String(6.1 * 100) }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      deliveryPrice: 0,
      menuItems: [{ name: 'Tiramisu', price: 610 }],
    });
    expect((await read()).json()).toEqual(updated.json());
  });

  it.each<[string, Partial<RestaurantFields>, string]>([
    ['half a cent', { deliveryPrice: '229.5' }, `deliveryPrice: ${deliveryRange}`],
    ['a thousandth of a cent', { deliveryPrice: '229.001' }, `deliveryPrice: ${deliveryRange}`],
    ['a negative', { deliveryPrice: '-1' }, `deliveryPrice: ${deliveryRange}`],
    ['a negative artefact', { deliveryPrice: '-0.99999999' }, `deliveryPrice: ${deliveryRange}`],
    ['a price in words', { deliveryPrice: 'two' }, `deliveryPrice: ${deliveryRange}`],
    [
      'too much after rounding',
      { deliveryPrice: '100000.9999999' },
      `deliveryPrice: ${deliveryRange}`,
    ],
    ['no price', { deliveryPrice: '' }, 'deliveryPrice: delivery price is required'],
    ...(
      [
        ['half a cent', '229.5'],
        ['a thousandth of a cent', '229.001'],
        ['a negative', '-229.99999999999997'],
        ['a price in words', 'two dollars'],
        ['a comma', '229,99'],
        ['nothing after rounding', '0.0000001'],
      ] as const
    ).map(([name, price]): [string, Partial<RestaurantFields>, string] => [
      `an item price of ${name}`,
      { menuItems: [validFields.menuItems[0], { name: 'Soup', price }] },
      `menuItems.1.price: ${itemRange}`,
    ]),
  ])('refuses %s with 400 naming the field, writing nothing', async (_name, change, message) => {
    const before = await read();
    for (const method of ['PUT', 'POST'] as const) {
      const response = await sendRestaurant(
        t.app,
        method,
        headers,
        { ...validFields, ...change },
        { data: png },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await read()).json()).toEqual(before.json());
  });
});
