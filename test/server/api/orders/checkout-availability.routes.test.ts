import { eq } from 'drizzle-orm';
import type { Restaurant } from '@contract/restaurant';
import { menuItems, restaurants } from '@server/db/schema';
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
  countOrders,
  openRestaurant,
  signUp,
  type Headers,
} from './order-test-kit';
import { anotherDay } from '../../helpers/another-day';

describe('checkout of a restaurant that cannot take the order', () => {
  let payments: TestPayments;
  let subject: TestApp;
  let restaurant: Restaurant;
  let customer: Headers;
  const db = () => subject.database.db;
  const setRestaurant = (values: Partial<typeof restaurants.$inferInsert>) =>
    db().update(restaurants).set(values).where(eq(restaurants.id, restaurant._id));

  beforeAll(async () => {
    payments = await startTestPayments({ webhookUrl: NOWHERE });
    subject = await buildOrderTestApp(payments.stripe);
    restaurant = await openRestaurant(subject.app);
    customer = await signUp(subject.app, 'customer-availability');
  }, 60_000);
  afterAll(async () => {
    await subject.close();
    await payments.close();
  });
  afterEach(async () => {
    await setRestaurant({ openingHours: [], pausedAt: null, pauseMinutes: null });
    await db().update(menuItems).set({ available: true });
  });

  async function expectRefused(status: number, message: string) {
    const before = await countOrders(db());
    const response = await checkout(subject.app, customer, checkoutPayload(restaurant));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
    expect(await countOrders(db())).toBe(before);
  }

  it('refuses a sold-out item with 400 naming it, and places no order', async () => {
    const [, second] = restaurant.menuItems;
    await db().update(menuItems).set({ available: false }).where(eq(menuItems.id, second._id));
    await expectRefused(400, `cartItems.1.menuItemId: ${second.name} is sold out`);
  });

  it('refuses with 409 outside its opening hours', async () => {
    await setRestaurant({ openingHours: [{ day: anotherDay(), opens: '09:00', closes: '10:00' }] });
    await expectRefused(409, 'This restaurant is closed right now');
  });

  it('refuses with 409 while paused, for a while or until resumed', async () => {
    await setRestaurant({ pausedAt: new Date(), pauseMinutes: 30 });
    await expectRefused(409, 'This restaurant is not taking orders right now');
    await setRestaurant({ pausedAt: new Date(), pauseMinutes: null });
    await expectRefused(409, 'This restaurant is not taking orders right now');
  });

  it('takes the order again once a pause has run out', async () => {
    await setRestaurant({ pausedAt: new Date(Date.now() - 31 * 60_000), pauseMinutes: 30 });
    const response = await checkout(subject.app, customer, checkoutPayload(restaurant));
    expect(response.statusCode).toBe(200);
  });
});
