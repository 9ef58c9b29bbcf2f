import { checkoutSessionParams } from '@server/api/orders/checkout/payment-session';
import { getByLabelText, getByRole, pageOf, queryByRole } from './payment-page';
import {
  goodCard,
  sessionParams,
  startTestPayments,
  submitPayment,
  type TestPayments,
} from './payments-test-kit';

describe('the hosted payment page', () => {
  let payments: TestPayments;
  beforeAll(async () => {
    payments = await startTestPayments();
  });
  afterAll(() => payments.close());

  const newSession = () => payments.stripe.checkout.sessions.create(sessionParams());

  async function open(url: string) {
    const response = await fetch(url);
    return { response, page: pageOf(await response.text()) };
  }

  it('shows the restaurant, each line, the delivery fee and the total', async () => {
    const session = await newSession();
    const { response, page } = await open(session.url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(getByRole(page, 'heading', { level: 1 }).textContent).toBe('Pay Pasta Place');
    const lines = [...page.querySelectorAll('.lines li')].map((li) => li.textContent);
    expect(lines).toEqual(['Margherita × 2$25.00', 'Tiramisu × 1$5.99']);
    expect(page.querySelector('.totals')?.textContent).toMatch(/Delivery fee\s*\$2\.50/);
    expect(page.querySelector('.totals .total')?.textContent).toMatch(/Total\s*\$33\.49/);
  });

  it('names each line’s choices, as the API sends them, beside its price with them', async () => {
    const choice = (group: string, name: string, price: number) => ({
      _id: name,
      group,
      name,
      price,
    });
    const params = checkoutSessionParams({
      orderId: 'order-1',
      restaurant: { id: 'restaurant-1', restaurantName: 'Pasta Place' },
      customerEmail: 'ada@example.com',
      webOrigin: 'http://localhost:3000',
      cart: {
        deliveryPrice: 250,
        totalAmount: 2 * 1800 + 1250 + 250,
        lines: [
          {
            menuItemId: 'margherita',
            name: 'Margherita',
            quantity: 2,
            unitPrice: 1800,
            choices: [choice('Size', 'Large', 400), choice('Extras', 'Extra mozzarella', 150)],
          },
          {
            menuItemId: 'margherita',
            name: 'Margherita',
            quantity: 1,
            unitPrice: 1250,
            choices: [],
          },
        ],
      },
    });
    const session = await payments.stripe.checkout.sessions.create(params);
    const { page } = await open(session.url!);
    const lines = [...page.querySelectorAll('.lines li')].map((li) => li.textContent);
    expect(lines).toEqual([
      'Margherita (Large, Extra mozzarella) × 2$36.00',
      'Margherita × 1$12.50',
    ]);
    expect(page.querySelector('.totals .total')?.textContent).toMatch(/Total\s*\$51\.00/);
  });

  it('has labelled card fields, a Pay button and a Cancel link back to the shop', async () => {
    const session = await newSession();
    const { page } = await open(session.url!);
    for (const label of ['Card number', 'Expiry', 'CVC', 'Name on card']) {
      expect(getByLabelText(page, label).tagName).toBe('INPUT');
    }
    expect(getByLabelText(page, 'Expiry').getAttribute('placeholder')).toBe('MM/YY');
    expect(getByRole(page, 'button', { name: 'Pay' })).toBeTruthy();
    expect(getByRole(page, 'link', { name: 'Cancel' }).getAttribute('href')).toBe(
      'http://localhost:3000/detail/restaurant-1?cancelled=true',
    );
    expect(page.ownerDocument.querySelectorAll('script[src^="http"]')).toHaveLength(0);
  });

  it('pays with 4242 4242 4242 4242 and sends the browser to success_url', async () => {
    const session = await newSession();
    const response = await submitPayment(session.url!, goodCard());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      'http://localhost:3000/order-status?success=true',
    );
    const read = await payments.stripe.checkout.sessions.retrieve(session.id);
    expect(read).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });

    const { page } = await open(session.url!);
    expect(getByRole(page, 'heading', { name: 'Payment received' })).toBeTruthy();
    expect(queryByRole(page, 'button', { name: 'Pay' })).toBeNull();
  });

  it('declines 4000 0000 0000 0002 with a message and leaves the session unpaid', async () => {
    const session = await newSession();
    const response = await submitPayment(
      session.url!,
      goodCard({ cardNumber: '4000 0000 0000 0002' }),
    );
    expect(response.status).toBe(402);
    const page = pageOf(await response.text());
    expect(getByRole(page, 'alert').textContent).toBe('Your card was declined.');
    expect(getByRole(page, 'button', { name: 'Pay' })).toBeTruthy();
    const read = await payments.stripe.checkout.sessions.retrieve(session.id);
    expect(read).toMatchObject({ status: 'open', payment_status: 'unpaid' });
  });

  it.each([
    [
      'a number that fails the Luhn check',
      { cardNumber: '4242 4242 4242 4241' },
      'Card number',
      /card number is invalid/,
    ],
    ['a past expiry', { expiry: '01/20' }, 'Expiry', /expiration date is in the past/],
    ['an expiry that is no date', { expiry: '13/30' }, 'Expiry', /expiration date is incomplete/],
    ['a short CVC', { cvc: '12' }, 'CVC', /security code is incomplete/],
    ['no name', { cardName: ' ' }, 'Name on card', /name on your card/],
  ])('refuses %s at the field', async (_case, overrides, label, message) => {
    const session = await newSession();
    const response = await submitPayment(session.url!, goodCard(overrides));
    expect(response.status).toBe(400);
    const page = pageOf(await response.text());
    const input = getByLabelText(page, label);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    const messages = describedBy.map((id) => page.ownerDocument.getElementById(id)?.textContent);
    expect(messages.join(' ')).toMatch(message);
    const invalid = [...page.querySelectorAll('[aria-invalid="true"]')].map((node) => node.id);
    expect(invalid).toEqual([input.id]);
    const read = await payments.stripe.checkout.sessions.retrieve(session.id);
    expect(read.payment_status).toBe('unpaid');
  });

  it('answers an unknown payment link with 404', async () => {
    const { response, page } = await open(`${payments.url}/pay/cs_test_nothing`);
    expect(response.status).toBe(404);
    expect(page.textContent).toMatch(/This payment link is not valid/);
  });
});
