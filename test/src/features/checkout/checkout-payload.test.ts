import fc from 'fast-check';
import { checkoutPayloadSchema } from '@contract/order';
import type { CartItem } from '@machines/cart/cart-items';
import { toCheckoutPayload } from '@/features/checkout/checkout-payload';
import { cartLine } from '@test/cart-line';
import {
  LARGE,
  MARGHERITA,
  MUSHROOMS,
  OLIVES,
  PIZZA,
  SMALL,
  TIRAMISU,
} from '../cart/cart-test-kit';

const DETAILS = {
  name: 'Ada Lovelace',
  addressLine1: '1 St James Square',
  city: 'London',
  country: 'United Kingdom',
  email: 'ada@example.com',
};

describe('the checkout payload', () => {
  it('sends a line without choices exactly as it always has', () => {
    expect(
      toCheckoutPayload('r1', [cartLine(MARGHERITA, 2), cartLine(TIRAMISU, 1)], DETAILS),
    ).toEqual({
      cartItems: [
        { menuItemId: MARGHERITA._id, name: 'Margherita', quantity: '2' },
        { menuItemId: TIRAMISU._id, name: 'Tiramisu', quantity: '1' },
      ],
      restaurantId: 'r1',
      deliveryDetails: DETAILS,
    });
    const [line] = toCheckoutPayload('r1', [cartLine(MARGHERITA, 2)], DETAILS).cartItems;
    expect(Object.keys(line)).toEqual(['menuItemId', 'name', 'quantity']);
  });

  it('sends the ids of a line’s choices, and no prices', () => {
    const payload = toCheckoutPayload('r1', [cartLine(PIZZA, 3, [OLIVES, LARGE])], DETAILS);
    expect(payload.cartItems).toEqual([
      { menuItemId: PIZZA._id, name: 'Pizza', quantity: '3', choices: [LARGE, OLIVES] },
    ]);
    expect(JSON.stringify(payload)).not.toMatch(/price/);
  });

  it('is a payload the contract takes, whatever the cart holds', () => {
    const choiceSets = fc.constantFrom<string[]>(
      [],
      [SMALL],
      [LARGE],
      [LARGE, OLIVES],
      [SMALL, OLIVES, MUSHROOMS],
    );
    const line = fc.oneof(
      fc.tuple(fc.constantFrom(MARGHERITA, TIRAMISU), fc.constant<string[]>([])),
      fc.tuple(fc.constant(PIZZA), choiceSets),
    );
    const carts = fc
      .uniqueArray(line, {
        minLength: 1,
        maxLength: 8,
        selector: ([item, choices]) => [item._id, ...choices].join(' '),
      })
      .chain((lines) =>
        fc.tuple(
          fc.constant(lines),
          fc.array(fc.integer({ min: 1, max: 99 }), {
            minLength: lines.length,
            maxLength: lines.length,
          }),
        ),
      )
      .map(([lines, quantities]): CartItem[] =>
        lines.map(([item, choices], index) => cartLine(item, quantities[index], choices)),
      );
    fc.assert(
      fc.property(carts, (items) => {
        const payload = toCheckoutPayload('a0000000-0000-4000-8000-00000000000f', items, DETAILS);
        expect(checkoutPayloadSchema.safeParse(payload).success).toBe(true);
        payload.cartItems.forEach((sent, index) => {
          const ids = items[index].choices.map((choice) => choice._id);
          expect('choices' in sent).toBe(ids.length > 0);
          if (ids.length) expect(sent.choices).toEqual(ids);
        });
      }),
    );
  });
});
