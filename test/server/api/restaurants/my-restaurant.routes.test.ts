import type { Restaurant } from '@contract/restaurant';
import type { TestApp } from '../../helpers/build-test-app';
import { bearer } from '../../helpers/test-tokens';
import {
  buildRestaurantTestApp,
  sendRestaurant,
  signUp,
  solidImage,
  storedImageKeys,
  validFields,
  type Headers,
} from './restaurant-test-kit';
import { ALWAYS_OPEN, NO_DETAILS } from './restaurant-test-kit';

const SLOW = 60_000;
let t: TestApp & { imagesDir: string };
let png: Buffer;

beforeAll(async () => {
  t = await buildRestaurantTestApp();
  png = await solidImage('png');
}, SLOW);
afterAll(() => t.close());

const read = (headers: Headers) =>
  t.app.inject({ method: 'GET', url: '/api/my/restaurant', headers });

async function createFor(sub: string) {
  const headers = await signUp(t.app, sub);
  const response = await sendRestaurant(t.app, 'POST', headers, validFields, { data: png });
  expect(response.statusCode).toBe(201);
  return { headers, restaurant: response.json<Restaurant>() };
}

describe('GET, POST, PUT /api/my/restaurant', () => {
  it('needs a bearer token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/my/restaurant' });
    expect(response.statusCode).toBe(401);
  });

  it('needs the user record first, and stores nothing without one', async () => {
    const headers = await bearer('auth0|no-record');
    expect((await read(headers)).json()).toEqual({ message: 'User not found' });
    const post = await sendRestaurant(t.app, 'POST', headers, validFields, { data: png });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: 'User not found' });
  });

  it('answers 404 to GET and PUT before the owner has a restaurant', async () => {
    const headers = await signUp(t.app, 'auth0|newcomer');
    const get = await read(headers);
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ message: 'Restaurant not found' });
    const put = await sendRestaurant(t.app, 'PUT', headers, validFields, { data: png });
    expect(put.statusCode).toBe(404);
  });

  it('creates the restaurant with cents and minutes as sent, and reads it back', async () => {
    const { headers, restaurant } = await createFor('auth0|creator');
    expect(restaurant).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      restaurantName: 'Pasta Place',
      city: 'London',
      country: 'United Kingdom',
      deliveryPrice: 250,
      estimatedDeliveryTime: 30,
      cuisines: ['Italian', 'Pasta'],
      menuItems: [
        {
          _id: expect.any(String),
          name: 'Margherita',
          price: 1250,
          available: true,
          ...NO_DETAILS,
        },
        { _id: expect.any(String), name: 'Tiramisu', price: 599, available: true, ...NO_DETAILS },
      ],
      imageUrl: expect.stringMatching(
        new RegExp(`^${t.config.apiBaseUrl}/api/images/[0-9a-f-]{36}/1280\\.webp$`),
      ),
      imageSrcSet: expect.stringMatching(
        /\/320\.webp 320w, .*\/960\.webp 960w, .*\/1280\.webp 1280w$/,
      ),
      imageSrcSetAvif: expect.stringMatching(/\/320\.avif 320w, .*\/1280\.avif 1280w$/),
      lastUpdated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      ...ALWAYS_OPEN,
      // Not busy, and the default acceptance window (busy-mode.routes.test.ts).
      busyMinutes: 0,
      busyUntil: null,
      acceptWindowMinutes: 10,
    });
    const again = await read(headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(restaurant);
  });

  it('refuses a second restaurant with 409 and changes nothing', async () => {
    const { headers, restaurant } = await createFor('auth0|twice');
    const second = await sendRestaurant(
      t.app,
      'POST',
      headers,
      { ...validFields, restaurantName: 'Another' },
      { data: png },
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toHaveProperty('message');
    expect((await read(headers)).json()).toEqual(restaurant);
  });

  it('keeps menu ids across an edit, deletes items not sent, gives new items new ids', async () => {
    const { headers, restaurant } = await createFor('auth0|editor');
    const [pizza, tiramisu] = restaurant.menuItems;
    const response = await sendRestaurant(t.app, 'PUT', headers, {
      ...validFields,
      restaurantName: '  Pasta Palace ',
      deliveryPrice: '199',
      menuItems: [
        { _id: '', name: 'Garlic Bread', price: '450' },
        { _id: pizza._id, name: 'Margherita Large', price: '1575' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<Restaurant>();
    expect(updated).toMatchObject({ restaurantName: 'Pasta Palace', deliveryPrice: 199 });
    expect(updated.menuItems).toEqual([
      { _id: expect.any(String), name: 'Garlic Bread', price: 450, available: true, ...NO_DETAILS },
      { _id: pizza._id, name: 'Margherita Large', price: 1575, available: true, ...NO_DETAILS },
    ]);
    const newIds = updated.menuItems.map((item) => item._id);
    expect(newIds).not.toContain(tiramisu._id);
    expect(newIds[0]).not.toBe(pizza._id);
    expect(updated._id).toBe(restaurant._id);
    expect(updated.imageUrl).toBe(restaurant.imageUrl);
    expect(Date.parse(updated.lastUpdated)).toBeGreaterThanOrEqual(
      Date.parse(restaurant.lastUpdated),
    );
    expect((await read(headers)).json()).toEqual(updated);
  });

  it('refuses a menu item id from another restaurant with 400 and writes nothing', async () => {
    const mine = await createFor('auth0|careful');
    const theirs = await createFor('auth0|neighbour');
    const response = await sendRestaurant(t.app, 'PUT', mine.headers, {
      ...validFields,
      restaurantName: 'Changed',
      menuItems: [
        { name: 'Brand New', price: '100' },
        { _id: theirs.restaurant.menuItems[0]._id, name: 'Stolen', price: '100' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'menuItems.1._id: is not an item of this restaurant',
    });
    expect((await read(mine.headers)).json()).toEqual(mine.restaurant);
    expect((await read(theirs.headers)).json()).toEqual(theirs.restaurant);
  });

  it('lets another user see and change only their own restaurant', async () => {
    const owner = await createFor('auth0|owner-a');
    const other = await signUp(t.app, 'auth0|owner-b');
    expect((await read(other)).statusCode).toBe(404);
    const put = await sendRestaurant(t.app, 'PUT', other, { ...validFields, city: 'Hacked' });
    expect(put.statusCode).toBe(404);

    const created = await sendRestaurant(
      t.app,
      'POST',
      other,
      { ...validFields, city: 'Leeds' },
      {
        data: png,
      },
    );
    expect(created.statusCode).toBe(201);
    expect((await read(other)).json()).toMatchObject({ _id: created.json()._id, city: 'Leeds' });
    expect(created.json()._id).not.toBe(owner.restaurant._id);
    expect((await read(owner.headers)).json()).toEqual(owner.restaurant);
  });

  it('keeps the image when an update sends none, and replaces its files when one is sent', async () => {
    const { headers, restaurant } = await createFor('auth0|photographer');
    const oldKey = /images\/([^/]+)\//.exec(restaurant.imageUrl)![1];
    const kept = await sendRestaurant(t.app, 'PUT', headers, validFields);
    expect(kept.json().imageUrl).toBe(restaurant.imageUrl);
    expect(await storedImageKeys(t.database)).toEqual(
      expect.arrayContaining([`${oldKey}-640.avif`, `${oldKey}-1280.webp`]),
    );

    const jpeg = await solidImage('jpeg', 1600, 900);
    const replaced = await sendRestaurant(t.app, 'PUT', headers, validFields, {
      data: jpeg,
      filename: 'new.jpg',
      type: 'image/jpeg',
    });
    expect(replaced.statusCode).toBe(200);
    const newKey = /images\/([^/]+)\//.exec(replaced.json().imageUrl)![1];
    expect(newKey).not.toBe(oldKey);
    const files = await storedImageKeys(t.database);
    expect(files).toEqual(expect.arrayContaining([`${newKey}-320.avif`, `${newKey}-1280.webp`]));
    expect(files.filter((file) => file.startsWith(oldKey))).toEqual([]);
  });

  it('stores no image files when the create is refused', async () => {
    const headers = await signUp(t.app, 'auth0|refused');
    const before = await storedImageKeys(t.database);
    const response = await sendRestaurant(
      t.app,
      'POST',
      headers,
      { ...validFields, menuItems: [{ _id: crypto.randomUUID(), name: 'Soup', price: '500' }] },
      { data: png },
    );
    expect(response.statusCode).toBe(400);
    expect(await storedImageKeys(t.database)).toEqual(before);
    expect((await read(headers)).statusCode).toBe(404);
  });

  it('answers 415 to a body that is not multipart', async () => {
    const headers = await signUp(t.app, 'auth0|json-sender');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/my/restaurant',
      headers,
      payload: { restaurantName: 'JSON' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('message');
  });
});
