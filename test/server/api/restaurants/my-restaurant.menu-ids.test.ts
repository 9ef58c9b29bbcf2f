import type { Restaurant } from '@contract/restaurant';
import type { TestApp } from '../../helpers/build-test-app';
import {
  NOWHERE,
  startTestPayments,
  type TestPayments,
} from '@test/local/payments/payments-test-kit';
import {
  buildOrderTestApp,
  checkout,
  checkoutPayload,
  findOrder,
  orderBySession,
  sessionIdOf,
} from '../orders/order-test-kit';
import {
  sendRestaurant,
  signUp,
  solidImage,
  validFields,
  type Headers,
  type MenuItemFields,
  NO_DETAILS,
} from './restaurant-test-kit';

const SLOW = 60_000;
let payments: TestPayments;
let t: TestApp;
let customer: Headers;
let png: Buffer;

beforeAll(async () => {
  payments = await startTestPayments({ webhookUrl: NOWHERE });
  t = await buildOrderTestApp(payments.stripe);
  customer = await signUp(t.app, 'auth0|hungry');
  png = await solidImage('png', 320, 180);
}, SLOW);
afterAll(async () => {
  await t.close();
  await payments.close();
});

async function createMenu(sub: string, menuItems: MenuItemFields[] = validFields.menuItems) {
  const headers = await signUp(t.app, sub);
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

async function updateMenu(headers: Headers, menuItems: MenuItemFields[]) {
  const response = await sendRestaurant(t.app, 'PUT', headers, { ...validFields, menuItems });
  expect(response.statusCode).toBe(200);
  return response.json<Restaurant>().menuItems;
}

const idsOf = (restaurant: Restaurant) => restaurant.menuItems.map((item) => item._id);

describe('PUT /api/my/restaurant with menu items sent without ids', () => {
  it('keeps the id of the saved item of the same name, so carts and past orders stay valid', async () => {
    const { headers, restaurant } = await createMenu('auth0|no-ids');
    const [margherita, tiramisu] = restaurant.menuItems;
    const placed = await checkout(t.app, customer, checkoutPayload(restaurant));
    expect(placed.statusCode).toBe(200);

    const menu = await updateMenu(headers, [
      { name: ' Tiramisu ', price: '650' },
      { name: 'Margherita', price: '1300' },
      { name: 'Garlic Bread', price: '450' },
    ]);
    expect(menu).toEqual([
      { _id: tiramisu._id, name: 'Tiramisu', price: 650, available: true, ...NO_DETAILS },
      { _id: margherita._id, name: 'Margherita', price: 1300, available: true, ...NO_DETAILS },
      { _id: expect.any(String), name: 'Garlic Bread', price: 450, available: true, ...NO_DETAILS },
    ]);
    expect(idsOf(restaurant)).not.toContain(menu[2]._id);

    const order = await orderBySession(t.database.db, sessionIdOf(placed.json().url));
    const items = (await findOrder(t.database.db, order.id))!.items;
    expect(items.map((item) => item.menuItemId)).toEqual([margherita._id, tiramisu._id]);
    const again = await checkout(t.app, customer, checkoutPayload(restaurant));
    expect(again.statusCode).toBe(200);
  });

  it('gives a renamed item a new id, so a cart with the old one is refused', async () => {
    const { headers, restaurant } = await createMenu('auth0|renamer');
    const [margherita, tiramisu] = restaurant.menuItems;
    const menu = await updateMenu(headers, [
      { name: 'Margherita Large', price: '1575' },
      { name: 'margherita', price: '1250' },
      { name: 'Tiramisu', price: '599' },
    ]);
    expect(menu.map((item) => item._id)).toEqual([
      expect.not.stringMatching(margherita._id),
      expect.not.stringMatching(margherita._id),
      tiramisu._id,
    ]);
    const response = await checkout(t.app, customer, checkoutPayload(restaurant));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^cartItems\.0\.menuItemId: /);
  });

  it('matches each saved item once, in menu order, and never one another item keeps by id', async () => {
    const { headers, restaurant } = await createMenu('auth0|two-soups', [
      { name: 'Soup', price: '400' },
      { name: 'Bread', price: '200' },
      { name: 'Soup', price: '500' },
    ]);
    const [soup, bread, secondSoup] = idsOf(restaurant);
    const menu = await updateMenu(headers, [
      { name: 'Bread', price: '250' },
      { _id: soup, name: 'Broth', price: '450' },
      { name: 'Soup', price: '550' },
      { name: 'Soup', price: '600' },
    ]);
    expect(menu.map(({ _id, name }) => [_id, name])).toEqual([
      [bread, 'Bread'],
      [soup, 'Broth'],
      [secondSoup, 'Soup'],
      [expect.not.stringMatching(new RegExp(`${soup}|${secondSoup}`)), 'Soup'],
    ]);
  });

  it('keeps a sold-out item sold out when the form does not say', async () => {
    const { headers, restaurant } = await createMenu('auth0|sold-out');
    const [, tiramisu] = restaurant.menuItems;
    const soldOut = await t.app.inject({
      method: 'PATCH',
      url: `/api/my/restaurant/menu-items/${tiramisu._id}`,
      headers,
      payload: { available: false },
    });
    expect(soldOut.statusCode).toBe(200);
    const menu = await updateMenu(headers, validFields.menuItems);
    expect(menu).toEqual([{ ...restaurant.menuItems[0] }, { ...tiramisu, available: false }]);
  });
});
