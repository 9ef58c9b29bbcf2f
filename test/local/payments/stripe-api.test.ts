import Stripe from 'stripe';
import {
  sessionParams,
  startTestPayments,
  stripeClientFor,
  type TestPayments,
} from './payments-test-kit';

describe('the local Stripe API', () => {
  let payments: TestPayments;
  beforeAll(async () => {
    payments = await startTestPayments();
  });
  afterAll(() => payments.close());

  it('refuses calls without the secret key, in Stripe’s error shape', async () => {
    const response = await fetch(`${payments.url}/v1/checkout/sessions/cs_test_x`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: expect.objectContaining({
        type: 'invalid_request_error',
        message: expect.stringMatching(/You did not provide an API key/),
      }),
    });
  });

  it('refuses a wrong key, which the SDK reports as an authentication error', async () => {
    const wrong = stripeClientFor(payments.url, 'sk_test_wrongkey1234');
    const attempt = wrong.checkout.sessions.create(sessionParams());
    await expect(attempt).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(attempt).rejects.toThrow(/Invalid API Key provided: sk_test_\*+1234/);
  });

  it('creates a session through the SDK and retrieves it again', async () => {
    const created = await payments.stripe.checkout.sessions.create(sessionParams());
    expect(created).toMatchObject({
      id: expect.stringMatching(/^cs_test_[A-Za-z0-9]+$/),
      object: 'checkout.session',
      url: `${payments.url}/pay/${created.id}`,
      amount_total: 1250 * 2 + 599 + 250,
      currency: 'usd',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      customer_email: 'ada@example.com',
      metadata: { orderId: 'order-1', restaurantId: 'restaurant-1', restaurantName: 'Pasta Place' },
      success_url: 'http://localhost:3000/order-status?success=true',
      cancel_url: 'http://localhost:3000/detail/restaurant-1?cancelled=true',
    });

    const read = await payments.stripe.checkout.sessions.retrieve(created.id, {
      expand: ['line_items'],
    });
    expect(read).toMatchObject({ id: created.id, amount_total: created.amount_total });
    expect(read.line_items?.data.map((item) => [item.description, item.quantity])).toEqual([
      ['Margherita', 2],
      ['Tiramisu', 1],
      ['Delivery', 1],
    ]);
    const listed = await payments.stripe.checkout.sessions.listLineItems(created.id);
    expect(listed.data.map((item) => item.amount_total)).toEqual([2500, 599, 250]);
  });

  it('leaves the line items out unless they are expanded', async () => {
    const created = await payments.stripe.checkout.sessions.create(sessionParams());
    const read = await payments.stripe.checkout.sessions.retrieve(created.id);
    expect(read).not.toHaveProperty('line_items');
  });

  it('answers an unknown session with resource_missing', async () => {
    const attempt = payments.stripe.checkout.sessions.retrieve('cs_test_unknown');
    await expect(attempt).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it.each([
    ['a subscription', { mode: 'subscription' as const }, 'mode'],
    ['no line items', { line_items: [] }, 'line_items'],
    ['no success_url', { success_url: undefined }, 'success_url'],
    ['a success_url that is no URL', { success_url: 'not a url' }, 'success_url'],
    [
      'a quantity of zero',
      {
        line_items: [
          {
            quantity: 0,
            price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'A' } },
          },
        ],
      },
      'line_items[0][quantity]',
    ],
    [
      'a total under $0.50',
      {
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: 49, product_data: { name: 'A' } },
          },
        ],
      },
      'line_items',
    ],
    [
      'a product name over 5,000 characters',
      {
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: 100,
              product_data: { name: 'A'.repeat(5001) },
            },
          },
        ],
      },
      'line_items[0][price_data][product_data][name]',
    ],
  ])('refuses %s, naming the parameter', async (_case, overrides, param) => {
    const attempt = payments.stripe.checkout.sessions.create(sessionParams(overrides));
    await expect(attempt).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 400, param });
  });

  it('keeps its sessions across a restart', async () => {
    const first = await startTestPayments();
    const created = await first.stripe.checkout.sessions.create(sessionParams());
    await first.close({ keepData: true });

    const second = await startTestPayments({ dataDir: first.dataDir });
    try {
      const read = await second.stripe.checkout.sessions.retrieve(created.id);
      expect(read).toMatchObject({ id: created.id, amount_total: created.amount_total });
      expect(read.url).toBe(`${second.url}/pay/${created.id}`);
    } finally {
      await second.close();
    }
  });
});
