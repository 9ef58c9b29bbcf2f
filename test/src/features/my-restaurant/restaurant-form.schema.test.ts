import {
  MAX_DELIVERY_PRICE_CENTS,
  MAX_DELIVERY_TIME_MINUTES,
  MAX_MENU_ITEM_PRICE_CENTS,
  restaurantInputSchema,
} from '@contract/restaurant';
import { optionGroupInputSchema } from '@contract/menu-options';
import {
  restaurantFormValuesSchema,
  type RestaurantFormValues,
} from '@/features/my-restaurant/restaurant-form.schema';
import { formatDollars } from '@/lib/money';

/** A menu item with no description, tags, allergens or options, as a new one starts. */
const NO_DETAILS = { description: '', dietary: [], allergens: [], optionGroups: [] };

const valid: RestaurantFormValues = {
  restaurantName: 'Chez Ada',
  city: 'London',
  country: 'United Kingdom',
  deliveryPrice: '1.50',
  estimatedDeliveryTime: '30',
  acceptWindowMinutes: '10',
  cuisines: ['Pizza'],
  menuItems: [{ name: 'Margherita', price: '8.00', available: true, ...NO_DETAILS }],
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

  it("judges the acceptance window by the API's own rule, with its messages", () => {
    const api = restaurantInputSchema.shape.acceptWindowMinutes.unwrap();
    for (const text of ['', '2', '31', '7.5', 'ten']) {
      expect(messagesAt('acceptWindowMinutes', { acceptWindowMinutes: text })).toEqual([
        api.safeParse(text).error?.issues[0].message,
      ]);
    }
    expect(messagesAt('acceptWindowMinutes', { acceptWindowMinutes: '' })).toEqual([
      'Acceptance window is required',
    ]);
    for (const text of ['3', '30', ' 12 ']) {
      expect(messagesAt('acceptWindowMinutes', { acceptWindowMinutes: text })).toEqual([]);
    }
  });

  it("takes the API's highest item price and refuses a cent more", () => {
    const item = (price: string) => ({
      menuItems: [{ name: 'Margherita', price, available: true, ...NO_DETAILS }],
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

describe('an option group is judged by the API’s rules', () => {
  const choice = { name: 'Small', price: '0', available: true };
  const group = { name: 'Size', required: true, minChoices: '1', maxChoices: '1' };

  /** The messages at the group's counts: from the form, and from the API for the same group. */
  function countMessages(overrides: Partial<typeof group>, choiceCount = 1) {
    const typed = { ...group, ...overrides, choices: Array(choiceCount).fill(choice) };
    const values = { menuItems: [{ ...valid.menuItems[0], optionGroups: [typed] }] };
    const at = (field: string) =>
      messagesAt(`menuItems.0.optionGroups.0.${field}`, values).map((message) => [field, message]);
    const sent = {
      ...typed,
      minChoices: Number(typed.minChoices),
      maxChoices: Number(typed.maxChoices),
      choices: typed.choices.map(({ name }) => ({ name, price: 0 })),
    };
    const api = (optionGroupInputSchema.safeParse(sent).error?.issues ?? [])
      .filter((issue) => issue.path.length === 1 && issue.path[0] !== 'choices')
      .map((issue) => [String(issue.path[0]), issue.message]);
    return { form: [...at('minChoices'), ...at('maxChoices')], api };
  }

  it.each([
    [{}, 1, []],
    [{ minChoices: '0' }, 1, [['minChoices', 'must be at least 1 for a required group']]],
    [{ required: false }, 1, [['minChoices', 'must be 0 for an optional group']]],
    [
      { required: false, minChoices: '0', maxChoices: '0' },
      1,
      [['maxChoices', 'must be at least the minimum']],
    ],
    [{ minChoices: '2', maxChoices: '1' }, 3, [['maxChoices', 'must be at least the minimum']]],
    [
      { minChoices: '2', maxChoices: '2' },
      1,
      [['minChoices', 'must be at most the number of choices']],
    ],
    [{ required: false, minChoices: '0', maxChoices: '20' }, 2, []],
  ] as const)('%j with %i choice(s): %j', (overrides, choiceCount, messages) => {
    const { form, api } = countMessages(overrides, choiceCount);
    expect(form).toEqual(messages);
    expect(form).toEqual(api);
  });
});
