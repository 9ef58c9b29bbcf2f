import {
  checkoutSessionParams,
  lineItemName,
  MAX_LINE_NAME_LENGTH,
} from '@server/api/orders/checkout/payment-session';

const choice = (name: string, price = 0) => ({ _id: name, group: 'Extras', name, price });

describe('the payment session’s line items', () => {
  it('name the dish, then its choices in brackets; a dish without choices by its name', () => {
    expect(lineItemName({ name: 'Margherita', choices: [] })).toBe('Margherita');
    expect(
      lineItemName({ name: 'Margherita', choices: [choice('Large'), choice('Extra mozzarella')] }),
    ).toBe('Margherita (Large, Extra mozzarella)');
  });

  it('cut a name longer than Stripe takes, on a whole character, with an ellipsis', () => {
    // 200 choices of 50 emojis, two UTF-16 units each: every emoji starts at an even offset,
    // so a cut at the limit less one (odd) would split one in two.
    const choices = Array.from({ length: 200 }, () => choice('🍕'.repeat(50)));
    const name = lineItemName({ name: 'Margherita', choices });
    expect(name.length).toBe(MAX_LINE_NAME_LENGTH - 1);
    expect(name.startsWith('Margherita (🍕')).toBe(true);
    // A whole emoji before the ellipsis, not the first half of one.
    expect(name.endsWith('🍕…')).toBe(true);
  });

  it('carry the unit price with the choices, then the delivery fee', () => {
    const params = checkoutSessionParams({
      orderId: 'order-1',
      restaurant: { id: 'restaurant-1', restaurantName: 'Pasta Place' },
      customerEmail: 'ada@example.com',
      webOrigin: 'http://localhost:3000',
      cart: {
        deliveryPrice: 250,
        totalAmount: 2 * 1550 + 250,
        lines: [
          {
            menuItemId: 'margherita',
            name: 'Margherita',
            quantity: 2,
            unitPrice: 1550,
            choices: [choice('Large', 400), choice('Olives', 150)],
          },
        ],
      },
    });
    expect(
      params.line_items!.map((line) => [
        line.price_data!.product_data!.name,
        line.price_data!.unit_amount,
        line.quantity,
      ]),
    ).toEqual([
      ['Margherita (Large, Olives)', 1550, 2],
      ['Delivery', 250, 1],
    ]);
  });
});
