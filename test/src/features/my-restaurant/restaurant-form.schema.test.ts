import {
  MAX_DELIVERY_PRICE_CENTS,
  MAX_DELIVERY_TIME_MINUTES,
  MAX_MENU_ITEM_PRICE_CENTS,
  restaurantInputSchema,
} from '@contract/restaurant';
import {
  restaurantFormValuesSchema,
  type RestaurantFormValues,
} from '@/features/my-restaurant/restaurant-form.schema';
import { formatDollars } from '@/lib/money';

const valid: RestaurantFormValues = {
  restaurantName: 'Chez Ada',
  city: 'London',
  country: 'United Kingdom',
  deliveryPrice: '1.50',
  estimatedDeliveryTime: '30',
  cuisines: ['Pizza'],
  menuItems: [{ name: 'Margherita', price: '8.00', available: true }],
  timeZone: 'Europe/London',
  openingHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  imageUrl: 'http://localhost/image.webp',
};

/** The messages the form shows at a field for `values`. */
function messagesAt(field: string, values: Partial<RestaurantFormValues>): string[] {
  const result = restaurantFormValuesSchema.safeParse({ ...valid, ...values });
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === field)
    .map((issue) => issue.message);
}

// The form's limits are the API's: what one accepts at a bound, the other does too.
describe('the restaurant form judges as the API does', () => {
  it('takes a valid restaurant', () => {
    expect(restaurantFormValuesSchema.safeParse(valid).success).toBe(true);
  });

  it("takes the API's highest delivery price and refuses a cent more", () => {
    expect(
      messagesAt('deliveryPrice', { deliveryPrice: formatDollars(MAX_DELIVERY_PRICE_CENTS) }),
    ).toEqual([]);
    expect(
      messagesAt('deliveryPrice', { deliveryPrice: formatDollars(MAX_DELIVERY_PRICE_CENTS + 1) }),
    ).toEqual(['must be from $0.00 to $1000.00']);
  });

  it('words a refused delivery time as the API does', () => {
    const tooLong = MAX_DELIVERY_TIME_MINUTES + 1;
    const api = restaurantInputSchema.shape.estimatedDeliveryTime.safeParse(tooLong);
    expect(messagesAt('estimatedDeliveryTime', { estimatedDeliveryTime: String(tooLong) })).toEqual(
      [api.error?.issues[0].message],
    );
    expect(
      messagesAt('estimatedDeliveryTime', {
        estimatedDeliveryTime: String(MAX_DELIVERY_TIME_MINUTES),
      }),
    ).toEqual([]);
  });

  it("takes the API's highest item price and refuses a cent more", () => {
    const item = (price: string) => ({
      menuItems: [{ name: 'Margherita', price, available: true }],
    });
    expect(messagesAt('menuItems.0.price', item(formatDollars(MAX_MENU_ITEM_PRICE_CENTS)))).toEqual(
      [],
    );
    expect(
      messagesAt('menuItems.0.price', item(formatDollars(MAX_MENU_ITEM_PRICE_CENTS + 1))),
    ).toEqual(['must be at most $1000.00']);
  });

  it("refuses a name the API refuses, with the API's message", () => {
    const api = restaurantInputSchema.shape.restaurantName.safeParse('x'.repeat(101));
    expect(messagesAt('restaurantName', { restaurantName: 'x'.repeat(101) })).toEqual([
      api.error?.issues[0].message,
    ]);
  });
});
