import type { Restaurant } from '@contract/restaurant';
import type { TestApp } from '../../server/helpers/build-test-app';
import {
  buildOrderTestApp,
  checkoutPayload,
  findOrder,
  openRestaurant,
  orderBySession,
  sessionIdOf,
  signUp,
  type Headers,
} from '../../server/api/orders/order-test-kit';
import { getByRole, pageOf } from './payment-page';
import {
  freePort,
  goodCard,
  startTestPayments,
  stripeClientFor,
  submitPayment,
  type TestPayments,
} from './payments-test-kit';

/** The API and the local checkout, both listening, as `npm start` runs them. */
describe('checkout to payment, end to end', () => {
  let payments: TestPayments;
  let api: TestApp;
  let apiUrl: string;
  let restaurant: Restaurant;
  let customer: Headers;

  beforeAll(async () => {
    const apiPort = await freePort();
    apiUrl = `http://localhost:${apiPort}`;
    payments = await startTestPayments({ webhookUrl: `${apiUrl}/api/order/checkout/webhook` });
    api = await buildOrderTestApp(stripeClientFor(payments.url), { apiBaseUrl: apiUrl });
    await api.app.listen({ port: apiPort, host: 'localhost' });
    restaurant = await openRestaurant(api.app);
    customer = await signUp(api.app, 'customer-e2e');
  }, 60_000);
  afterAll(async () => {
    await payments.close();
    await api.close();
  });

  async function startCheckout() {
    const response = await fetch(`${apiUrl}/api/order/checkout/create-checkout-session`, {
      method: 'POST',
      headers: { ...customer, 'content-type': 'application/json' },
      body: JSON.stringify(checkoutPayload(restaurant)),
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const order = await orderBySession(api.database.db, sessionIdOf(url));
    return { url, orderId: order.id, total: order.totalAmount };
  }

  it('pays with 4242 and the API marks the order paid before the browser returns', async () => {
    const { url, orderId, total } = await startCheckout();
    const page = pageOf(await (await fetch(url)).text());
    expect(page.querySelector('.totals .total')?.textContent).toContain('$33.49');

    const paid = await submitPayment(url, goodCard());
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://localhost:3000/order-status?success=true');
    expect(await findOrder(api.database.db, orderId)).toMatchObject({
      status: 'paid',
      amountPaid: total,
    });
  });

  it('leaves the order unpaid when the card is declined, and Cancel leads back to the shop', async () => {
    const { url, orderId } = await startCheckout();
    const declined = await submitPayment(url, goodCard({ cardNumber: '4000000000000002' }));
    const page = pageOf(await declined.text());
    expect(getByRole(page, 'alert').textContent).toBe('Your card was declined.');
    expect(getByRole(page, 'link', { name: 'Cancel' }).getAttribute('href')).toBe(
      `http://localhost:3000/detail/${restaurant._id}?cancelled=true`,
    );
    expect(await findOrder(api.database.db, orderId)).toMatchObject({
      status: 'placed',
      amountPaid: null,
    });
  });
});
