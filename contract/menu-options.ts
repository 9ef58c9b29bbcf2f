import { z } from 'zod';
import { answerId } from './answer-fields';
import { ALLERGENS, DIETARY_TAGS } from './dietary';
import {
  MAX_CHOICE_PRICE_CENTS,
  MAX_MENU_ITEM_DESCRIPTION_LENGTH,
  MAX_OPTION_CHOICES,
  MAX_OPTION_GROUPS,
  MENU_OPTION_MESSAGES as MESSAGES,
  MIN_CHOICE_PRICE_CENTS,
} from './menu-option-limits';
import { booleanText, cents, wholeNumber } from './number-text';
import { requiredText, storableText } from './text';

export * from './dietary';
export * from './menu-option-limits';

/**
 * A dish's description, tags, allergens and option groups, as the server receives them with the
 * menu (multipart: `menuItems[0][optionGroups][1][choices][2][name]` …). Each is optional: absent,
 * an existing dish keeps what it had and a new one has none; an empty text means none, which is
 * how a form says "no tags" or "no groups" (multipart has no empty list).
 */

/** A form leaves a new entry's id blank; that means "no id yet". */
export const optionalId = (message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.uuid(message).optional());

/** At most `max` of `item`; an empty text (a form's "none") stands for `[]`. */
function listOrNone<T extends z.ZodType>(item: T, max: number, maxMessage: string) {
  return z.preprocess((value) => (value === '' ? [] : value), z.array(item).max(max, maxMessage));
}

function unique<T>(list: T[], context: z.RefinementCtx, key: (entry: T) => unknown, path = '') {
  const seen = new Set<unknown>();
  list.forEach((entry, index) => {
    const value = key(entry);
    if (value === undefined) return;
    if (seen.has(value)) {
      const message = path ? MESSAGES.repeatedId : MESSAGES.repeatedTag;
      context.addIssue({ code: 'custom', path: path ? [index, path] : [index], message });
    }
    seen.add(value);
  });
}

const descriptionInputSchema = storableText(
  z
    .string({ error: 'must be text' })
    .trim()
    .max(MAX_MENU_ITEM_DESCRIPTION_LENGTH, MESSAGES.description),
);

const dietaryInputSchema = listOrNone(
  z.enum(DIETARY_TAGS, { error: MESSAGES.dietary }),
  DIETARY_TAGS.length,
  MESSAGES.repeatedTag,
).superRefine((tags, context) => unique(tags, context, (tag) => tag));

const allergensInputSchema = listOrNone(
  z.enum(ALLERGENS, { error: MESSAGES.allergen }),
  ALLERGENS.length,
  MESSAGES.repeatedTag,
).superRefine((allergens, context) => unique(allergens, context, (allergen) => allergen));

export const optionChoiceInputSchema = z.object({
  _id: optionalId('must be the id of a choice'),
  name: requiredText(MESSAGES.choiceName),
  price: cents(MIN_CHOICE_PRICE_CENTS, MAX_CHOICE_PRICE_CENTS, MESSAGES.choicePrice),
  /** Absent: an existing choice keeps what it was, a new one is available. */
  available: booleanText().optional(),
});

const choiceCount = (message: string) => wholeNumber('choices', 0, MAX_OPTION_CHOICES, message);

export const optionGroupInputSchema = z
  .object({
    _id: optionalId('must be the id of an option group'),
    name: requiredText(MESSAGES.groupName),
    required: booleanText(),
    minChoices: choiceCount('minimum is required'),
    maxChoices: choiceCount('maximum is required'),
    choices: z
      .array(optionChoiceInputSchema, { error: MESSAGES.noChoices })
      .min(1, MESSAGES.noChoices)
      .max(MAX_OPTION_CHOICES, MESSAGES.tooManyChoices)
      .superRefine((choices, context) => unique(choices, context, (choice) => choice._id, '_id')),
  })
  .superRefine((group, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (group.required && group.minChoices < 1) issue('minChoices', MESSAGES.requiredMinimum);
    if (!group.required && group.minChoices > 0) issue('minChoices', MESSAGES.optionalMinimum);
    if (group.maxChoices < Math.max(group.minChoices, 1)) {
      issue('maxChoices', MESSAGES.maximumBelowMinimum);
    }
    if (group.minChoices > group.choices.length) {
      issue('minChoices', MESSAGES.minimumAboveChoices);
    }
  });

const optionGroupsInputSchema = listOrNone(
  optionGroupInputSchema,
  MAX_OPTION_GROUPS,
  MESSAGES.tooManyGroups,
).superRefine((groups, context) => unique(groups, context, (group) => group._id, '_id'));

/** The fields a menu item gains beside its name, price and availability (as received). */
export const menuItemDetailsInputShape = {
  description: descriptionInputSchema.optional(),
  dietary: dietaryInputSchema.optional(),
  allergens: allergensInputSchema.optional(),
  optionGroups: optionGroupsInputSchema.optional(),
};

export type OptionGroupInput = z.output<typeof optionGroupInputSchema>;
export type OptionChoiceInput = z.output<typeof optionChoiceInputSchema>;

/** A choice as the API answers it; `price` is what it adds to the dish, in cents. */
export const optionChoiceSchema = z
  .strictObject({
    _id: answerId(),
    name: z.string(),
    price: z.int().meta({ description: 'What the choice adds to the dish, in cents (0 allowed).' }),
    available: z.boolean().meta({ description: 'False while sold out: shown, not orderable.' }),
  })
  .meta({ id: 'OptionChoice' });

export type OptionChoice = z.infer<typeof optionChoiceSchema>;

/** An option group as the API answers it: pick from `minChoices` to `maxChoices` choices. */
export const optionGroupSchema = z
  .strictObject({
    _id: answerId(),
    name: z.string(),
    required: z.boolean(),
    minChoices: z.int(),
    maxChoices: z.int(),
    choices: z.array(optionChoiceSchema),
  })
  .meta({ id: 'OptionGroup' });

export type OptionGroup = z.infer<typeof optionGroupSchema>;

/** The fields a menu item gains in the answer; none when the owner gave none. */
export const menuItemDetailsShape = {
  description: z.string().meta({ description: 'Empty when there is none.' }),
  dietary: z.array(z.enum(DIETARY_TAGS)),
  allergens: z.array(z.enum(ALLERGENS)),
  optionGroups: z.array(optionGroupSchema).meta({
    description: 'None: a click adds the dish as it is. Otherwise the checkout takes its choices.',
  }),
};
