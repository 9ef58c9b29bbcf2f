import { choiceRule, optionGroupInputSchema } from '@contract/menu-options';
import { readWholeNumber } from './judged-number';
import type { OptionChoiceValues, OptionGroupValues } from './menu-item.values';

/** A new choice: nothing typed, available. */
export const blankChoice = (): OptionChoiceValues => ({ name: '', price: '', available: true });

/**
 * The counts a group gets when it is made required or optional: a required group asks for
 * exactly one, an optional one allows up to all its choices.
 */
export function countsFor(required: boolean, choiceCount: number) {
  const maxChoices = required ? 1 : Math.max(choiceCount, 1);
  return { required, minChoices: required ? '1' : '0', maxChoices: String(maxChoices) };
}

/**
 * A new group is required with one choice to pick, the most common group ('Size'); it comes
 * with one blank choice, as a menu comes with one blank item.
 */
export const blankOptionGroup = (): OptionGroupValues => ({
  name: '',
  ...countsFor(true, 1),
  choices: [blankChoice()],
});

const { minChoices, maxChoices } = optionGroupInputSchema.shape;

/**
 * The group's rule as customers will read it ('Choose up to 2'), once the counts typed are ones
 * the API takes, with the maximum at least the minimum; otherwise none.
 */
export function ruleOf(minText: string, maxText: string): string | undefined {
  const min = readWholeNumber(minText);
  const max = readWholeNumber(maxText);
  if (!minChoices.safeParse(min).success || !maxChoices.safeParse(max).success) return undefined;
  if (min === undefined || max === undefined || max < Math.max(min, 1)) return undefined;
  return choiceRule(min, max);
}
