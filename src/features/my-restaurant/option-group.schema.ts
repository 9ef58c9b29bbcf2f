import { z } from 'zod';
import {
  MAX_CHOICE_PRICE_CENTS,
  MAX_OPTION_CHOICES,
  MENU_OPTION_MESSAGES as MESSAGES,
  MIN_CHOICE_PRICE_CENTS,
  optionChoiceInputSchema,
  optionGroupInputSchema,
} from '@contract/menu-options';
import { formatPrice, parseDollarsToCents } from '@/lib/money';
import { judgedNumber, readWholeNumber, requiredMessageOf } from './judged-number';

/**
 * A choice as the owner types it: its name as the API judges it, what it adds in dollars (0 is
 * allowed). False `available` while sold out; a saved choice's switch saves it at once.
 */
export const optionChoiceFormSchema = optionChoiceInputSchema.extend({
  _id: z.string().optional(),
  available: z.boolean(),
  price: judgedNumber(
    MESSAGES.choicePrice,
    optionChoiceInputSchema.shape.price,
    parseDollarsToCents,
    (cents) =>
      cents < MIN_CHOICE_PRICE_CENTS
        ? `must be at least ${formatPrice(MIN_CHOICE_PRICE_CENTS)}`
        : `must be at most ${formatPrice(MAX_CHOICE_PRICE_CENTS)}`,
  ),
});

const { minChoices, maxChoices } = optionGroupInputSchema.shape;

const counted = (apiField: z.ZodType) =>
  judgedNumber(requiredMessageOf(apiField), apiField, readWholeNumber);

/**
 * An option group as the owner types it: a name, whether customers must choose, the counts as
 * text, and its choices. The contract's object is taken without its rules, which need numbers
 * (see judgeGroupRules).
 */
const optionGroupFormObject = z.object(optionGroupInputSchema.shape).extend({
  _id: z.string().optional(),
  required: z.boolean(),
  minChoices: counted(minChoices),
  maxChoices: counted(maxChoices),
  choices: z
    .array(optionChoiceFormSchema)
    .min(1, MESSAGES.noChoices)
    .max(MAX_OPTION_CHOICES, MESSAGES.tooManyChoices),
});

/**
 * The rules between a group's fields (a required group's minimum, the maximum against it, the
 * minimum against the choices) are the API's own, run on the numbers the form would send. They
 * are judged once both counts are numbers the API takes: until then their own messages say what
 * is wrong. The choices' count matters here, not what is typed in them.
 */
function judgeGroupRules(group: z.output<typeof optionGroupFormObject>, context: z.RefinementCtx) {
  const min = readWholeNumber(group.minChoices);
  const max = readWholeNumber(group.maxChoices);
  if (!minChoices.safeParse(min).success || !maxChoices.safeParse(max).success) return;
  const judged = optionGroupInputSchema.safeParse({
    name: 'group',
    required: group.required,
    minChoices: min,
    maxChoices: max,
    choices: group.choices.map(() => ({ name: 'choice', price: 0 })),
  });
  for (const issue of judged.error?.issues ?? []) {
    const [field, ...rest] = issue.path;
    if ((field === 'minChoices' || field === 'maxChoices') && rest.length === 0) {
      context.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  }
}

export const optionGroupFormSchema = optionGroupFormObject.superRefine(judgeGroupRules);
