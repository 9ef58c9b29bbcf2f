import fc from 'fast-check';
import {
  MAX_DELIVERY_PRICE_CENTS,
  MAX_MENU_ITEM_PRICE_CENTS,
  MIN_DELIVERY_PRICE_CENTS,
  MIN_MENU_ITEM_PRICE_CENTS,
  menuItemInputSchema,
  restaurantInputSchema,
} from '@contract/restaurant';

const fields = [
  [
    'menu item price',
    menuItemInputSchema.shape.price,
    MIN_MENU_ITEM_PRICE_CENTS,
    MAX_MENU_ITEM_PRICE_CENTS,
  ],
  [
    'delivery price',
    restaurantInputSchema.shape.deliveryPrice,
    MIN_DELIVERY_PRICE_CENTS,
    MAX_DELIVERY_PRICE_CENTS,
  ],
] as const;

/** Cents as a client working in floating-point dollars sends them. */
const floatTexts = (cents: number) => {
  const dollars = cents / 100;
  return [
    String(dollars * 100),
    String(Number(dollars.toFixed(2)) * 100),
    String(cents * 0.01 * 100),
    String((dollars + 0.1 - 0.1) * 100),
    String(cents + 1e-7),
    String(cents - 1e-7),
  ];
};

describe.each(fields)('the %s in cents', (_name, schema, min, max) => {
  const inBounds = fc.integer({ min, max });

  it('takes float artefacts of whole cents as those cents', () => {
    fc.assert(
      fc.property(inBounds, (cents) => {
        for (const text of floatTexts(cents)) expect(schema.parse(text)).toBe(cents);
      }),
    );
  });

  it('refuses half a cent and a hundredth of a cent more', () => {
    fc.assert(
      fc.property(inBounds, (cents) => {
        expect(schema.safeParse(String(cents + 0.5)).success).toBe(false);
        expect(schema.safeParse(String(cents + 0.01)).success).toBe(false);
      }),
    );
  });

  it.each(['2.3', '229.001', '229.000002', '-1', '-0.5', 'two', '12,50', '0x10', '+5', 'Infinity'])(
    'refuses %s',
    (text) => {
      const result = schema.safeParse(text);
      expect(result.error?.issues[0].message).toBe(
        `must be a whole number of cents from ${min} to ${max}`,
      );
    },
  );

  it('applies its bounds after rounding', () => {
    expect(schema.parse(String(max + 1e-10))).toBe(max);
    expect(schema.safeParse(String(max + 1 - 1e-10)).success).toBe(false);
    expect(schema.parse(String(min - 1e-10))).toBe(min);
    expect(schema.safeParse(String(min - 1 + 1e-10)).success).toBe(false);
  });
});

it('takes 229.99999999999997 as $2.30, and a negative zero as 0', () => {
  expect(String(2.3 * 100)).toBe('229.99999999999997');
  expect(menuItemInputSchema.shape.price.parse('229.99999999999997')).toBe(230);
  expect(Object.is(restaurantInputSchema.shape.deliveryPrice.parse('-0.0000001'), 0)).toBe(true);
});

it('still reads minutes as digits only', () => {
  const minutes = restaurantInputSchema.shape.estimatedDeliveryTime;
  expect(minutes.parse('30')).toBe(30);
  expect(minutes.safeParse('29.99999999999997').success).toBe(false);
});
