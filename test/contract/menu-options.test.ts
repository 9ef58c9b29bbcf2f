import fc from 'fast-check';
import { MENU_OPTION_MESSAGES, choiceRule, optionGroupInputSchema } from '@contract/menu-options';
import { cartLineKey, checkoutPayloadSchema } from '@contract/order';
import { menuItemInputSchema } from '@contract/restaurant';

const choice = (name: string, price = '0') => ({ name, price });

const group = (overrides: Record<string, unknown> = {}) => ({
  name: 'Size',
  required: 'true',
  minChoices: '1',
  maxChoices: '1',
  choices: [choice('Small'), choice('Medium', '200'), choice('Large', '400')],
  ...overrides,
});

/** The messages of a refused group, by path. */
function problems(input: unknown): Record<string, string> {
  const result = optionGroupInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('an option group as the form sends it', () => {
  it('reads multipart text as numbers and flags', () => {
    expect(optionGroupInputSchema.parse(group())).toMatchObject({
      name: 'Size',
      required: true,
      minChoices: 1,
      maxChoices: 1,
      choices: [
        { name: 'Small', price: 0 },
        { name: 'Medium', price: 200 },
        { name: 'Large', price: 400 },
      ],
    });
  });

  it('names each broken rule at its field', () => {
    expect(problems(group({ name: ' ' }))).toEqual({ name: MENU_OPTION_MESSAGES.groupName });
    expect(problems(group({ choices: [] }))).toMatchObject({
      choices: MENU_OPTION_MESSAGES.noChoices,
    });
    expect(problems(group({ minChoices: '0' }))).toEqual({
      minChoices: MENU_OPTION_MESSAGES.requiredMinimum,
    });
    expect(problems(group({ required: 'false', minChoices: '1' }))).toEqual({
      minChoices: MENU_OPTION_MESSAGES.optionalMinimum,
    });
    expect(problems(group({ minChoices: '2', maxChoices: '1' }))).toEqual({
      maxChoices: MENU_OPTION_MESSAGES.maximumBelowMinimum,
    });
    expect(problems(group({ minChoices: '4', maxChoices: '4' }))).toEqual({
      minChoices: MENU_OPTION_MESSAGES.minimumAboveChoices,
    });
    expect(problems(group({ choices: [choice('Small', '1.50')] }))).toEqual({
      'choices.0.price': 'must be a whole number of cents from 0 to 100000',
    });
    expect(problems(group({ choices: [choice('', '0')] }))).toEqual({
      'choices.0.name': MENU_OPTION_MESSAGES.choiceName,
    });
  });
});

describe('a menu item as the form sends it', () => {
  const item = { name: 'Margherita', price: '1000' };

  it('leaves the new fields out when they are absent, so an existing item keeps them', () => {
    const parsed = menuItemInputSchema.parse(item);
    expect(parsed).not.toHaveProperty('optionGroups');
    expect(parsed.dietary).toBeUndefined();
    expect(parsed.allergens).toBeUndefined();
    expect(parsed.description).toBeUndefined();
  });

  it('reads an empty text as none', () => {
    expect(
      menuItemInputSchema.parse({ ...item, dietary: '', allergens: '', optionGroups: '' }),
    ).toMatchObject({ dietary: [], allergens: [], optionGroups: [] });
  });

  it('refuses an unknown tag, a repeated allergen and a long description', () => {
    const refused = (extra: object) =>
      menuItemInputSchema.safeParse({ ...item, ...extra }).error?.issues[0].message;
    expect(refused({ dietary: ['keto'] })).toBe(MENU_OPTION_MESSAGES.dietary);
    expect(refused({ allergens: ['milk', 'milk'] })).toBe(MENU_OPTION_MESSAGES.repeatedTag);
    expect(refused({ description: 'x'.repeat(301) })).toBe(MENU_OPTION_MESSAGES.description);
  });
});

describe('checkout lines with choices', () => {
  const payload = (cartItems: object[]) => ({
    cartItems,
    restaurantId: 'r1',
    deliveryDetails: {
      email: 'ann@example.com',
      name: 'Ann',
      addressLine1: '1 High Street',
      city: 'London',
      country: 'United Kingdom',
    },
  });

  it('takes the same dish twice with other choices, and refuses it with the same ones', () => {
    const large = { menuItemId: 'm1', quantity: 1, choices: ['large', 'olives'] };
    const small = { menuItemId: 'm1', quantity: 1, choices: ['small'] };
    const again = { menuItemId: 'm1', quantity: 2, choices: ['olives', 'large'] };
    expect(checkoutPayloadSchema.safeParse(payload([large, small])).success).toBe(true);
    expect(checkoutPayloadSchema.safeParse(payload([large, again])).error?.issues[0]).toMatchObject(
      { path: ['cartItems', 1, 'menuItemId'], message: 'is repeated' },
    );
  });

  it('still takes the specification’s lines, without choices', () => {
    const parsed = checkoutPayloadSchema.parse(
      payload([{ menuItemId: 'm1', name: 'Margherita', quantity: '2' }]),
    );
    expect(parsed.cartItems[0]).not.toHaveProperty('choices');
  });

  it('keys a line by its dish and its choices in any order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { maxLength: 6 }), (choices) => {
        const shuffled = [...choices].reverse();
        expect(cartLineKey({ menuItemId: 'm1', choices })).toBe(
          cartLineKey({ menuItemId: 'm1', choices: shuffled }),
        );
        expect(cartLineKey({ menuItemId: 'm1', choices })).not.toBe(
          cartLineKey({ menuItemId: 'm2', choices }),
        );
      }),
    );
  });
});

describe('choiceRule', () => {
  it('says a group’s limits in words', () => {
    expect(choiceRule(1, 1)).toBe('Choose 1');
    expect(choiceRule(0, 2)).toBe('Choose up to 2');
    expect(choiceRule(2, 3)).toBe('Choose 2 to 3');
  });
});
