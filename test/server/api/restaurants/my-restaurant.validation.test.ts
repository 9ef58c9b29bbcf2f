import type { TestApp } from '../../helpers/build-test-app';
import {
  buildRestaurantTestApp,
  sendRestaurant,
  signUp,
  solidImage,
  storedImageKeys,
  toFormEntries,
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
  headers = await signUp(t.app, 'auth0|validator');
  png = await solidImage('png');
}, SLOW);
afterAll(() => t.close());

const item = (name: string, price: string) => ({ name, price });
const range = (unit: string, min: number, max: number) =>
  `must be a whole number of ${unit} from ${min} to ${max}`;

describe('the restaurant form rules (400 naming the field)', () => {
  it.each<[string, Partial<RestaurantFields>, string]>([
    ['a blank name', { restaurantName: '   ' }, 'restaurantName: restaurant name is required'],
    [
      'a long name',
      { restaurantName: 'x'.repeat(101) },
      'restaurantName: must be at most 100 characters',
    ],
    ['a blank city', { city: '' }, 'city: city is required'],
    ['a long city', { city: 'c'.repeat(101) }, 'city: must be at most 100 characters'],
    ['a blank country', { country: ' ' }, 'country: country is required'],
    ['a long country', { country: 'c'.repeat(101) }, 'country: must be at most 100 characters'],
    ['no delivery price', { deliveryPrice: '' }, 'deliveryPrice: delivery price is required'],
    [
      'a fractional price',
      { deliveryPrice: '12.50' },
      `deliveryPrice: ${range('cents', 0, 100000)}`,
    ],
    ['a negative price', { deliveryPrice: '-1' }, `deliveryPrice: ${range('cents', 0, 100000)}`],
    ['a huge price', { deliveryPrice: '100001' }, `deliveryPrice: ${range('cents', 0, 100000)}`],
    ['a price in words', { deliveryPrice: 'two' }, `deliveryPrice: ${range('cents', 0, 100000)}`],
    [
      'no delivery time',
      { estimatedDeliveryTime: '' },
      'estimatedDeliveryTime: estimated delivery time is required',
    ],
    [
      'a zero time',
      { estimatedDeliveryTime: '0' },
      `estimatedDeliveryTime: ${range('minutes', 1, 600)}`,
    ],
    [
      'a time over 600',
      { estimatedDeliveryTime: '601' },
      `estimatedDeliveryTime: ${range('minutes', 1, 600)}`,
    ],
    [
      'a fractional time',
      { estimatedDeliveryTime: '2.5' },
      `estimatedDeliveryTime: ${range('minutes', 1, 600)}`,
    ],
    ['no cuisines', { cuisines: [] }, 'cuisines: please select at least one item'],
    [
      'an unknown cuisine',
      { cuisines: ['Pizza', 'Martian'] },
      'cuisines.1: must be one of the listed cuisines',
    ],
    ['a repeated cuisine', { cuisines: ['Pizza', 'Pizza'] }, 'cuisines: must not repeat a cuisine'],
    ['no menu items', { menuItems: [] }, 'menuItems: at least one menu item is required'],
    [
      '101 menu items',
      { menuItems: Array.from({ length: 101 }, (_, i) => item(`Dish ${i}`, '100')) },
      'menuItems: must have at most 100 menu items',
    ],
    [
      'an unnamed item',
      { menuItems: [item('Soup', '100'), item(' ', '100')] },
      'menuItems.1.name: name is required',
    ],
    [
      'a long item name',
      { menuItems: [item('d'.repeat(101), '100')] },
      'menuItems.0.name: must be at most 100 characters',
    ],
    [
      'an item without price',
      { menuItems: [item('Soup', '')] },
      'menuItems.0.price: price is required',
    ],
    [
      'a free item',
      { menuItems: [item('Soup', '0')] },
      `menuItems.0.price: ${range('cents', 1, 100000)}`,
    ],
    [
      'an item in dollars',
      { menuItems: [item('Soup', '4.50')] },
      `menuItems.0.price: ${range('cents', 1, 100000)}`,
    ],
    [
      'a huge item price',
      { menuItems: [item('Soup', '100001')] },
      `menuItems.0.price: ${range('cents', 1, 100000)}`,
    ],
    [
      'an item id that is no id',
      { menuItems: [{ _id: 'abc', name: 'Soup', price: '100' }] },
      'menuItems.0._id: must be the id of a menu item',
    ],
  ])('refuses %s', async (_name, change, message) => {
    const response = await sendRestaurant(
      t.app,
      'POST',
      headers,
      { ...validFields, ...change },
      {
        data: png,
      },
    );
    expect(response.json()).toEqual({ message });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a missing field with its name', async () => {
    const entries = toFormEntries(validFields).filter(([name]) => name !== 'city');
    const response = await sendRestaurant(t.app, 'POST', headers, entries, { data: png });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'city: city is required' });
  });

  it('refuses a malformed field name', async () => {
    const entries = [...toFormEntries(validFields), ['menuItems[0][name', 'x'] as [string, string]];
    const response = await sendRestaurant(t.app, 'POST', headers, entries, { data: png });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/menuItems\[0\]\[name/);
  });

  it.each([
    [
      'a cut-off body',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data',
    ],
    ['no boundary', 'multipart/form-data', 'x'],
  ])('refuses %s with 400', async (_name, contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/my/restaurant',
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'body: malformed multipart/form-data' });
  });

  it('refuses an oversized field value with 413', async () => {
    const entries = [...toFormEntries(validFields), ['note', 'n'.repeat(5000)] as [string, string]];
    const response = await sendRestaurant(t.app, 'POST', headers, entries, { data: png });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'note: value is too large' });
  });

  it('needs an image to create', async () => {
    const response = await sendRestaurant(t.app, 'POST', headers, validFields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'imageFile: image is required' });
  });

  it.each([
    ['a text file named .png', Buffer.from('hello, this is not a picture'), 'menu.png'],
    ['a GIF named .jpg', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'), 'menu.jpg'],
    [
      'a truncated PNG',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      'x.png',
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, data, filename) => {
    const before = await storedImageKeys(t.database);
    const response = await sendRestaurant(t.app, 'POST', headers, validFields, {
      data,
      filename,
      type: 'image/png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'imageFile: must be a JPEG or PNG image' });
    expect(await storedImageKeys(t.database)).toEqual(before);
  });

  it('refuses a 6 MB file with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024 - png.length)]);
    const response = await sendRestaurant(t.app, 'POST', headers, validFields, { data: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'imageFile: must be at most 5 MB' });
  });

  it('refuses a file in any other field', async () => {
    const response = await sendRestaurant(t.app, 'POST', headers, validFields, {
      data: png,
      field: 'restaurantName',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^restaurantName: /);
  });

  it('checks updates by the same rules', async () => {
    const created = await sendRestaurant(t.app, 'POST', headers, validFields, { data: png });
    expect(created.statusCode).toBe(201);
    const response = await sendRestaurant(t.app, 'PUT', headers, { ...validFields, cuisines: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'cuisines: please select at least one item' });
    const text = await sendRestaurant(t.app, 'PUT', headers, validFields, {
      data: Buffer.from('plain text'),
      filename: 'photo.png',
    });
    expect(text.statusCode).toBe(400);
    const read = await t.app.inject({ method: 'GET', url: '/api/my/restaurant', headers });
    expect(read.json()).toEqual(created.json());
  });
});
