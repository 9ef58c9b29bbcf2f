import type { ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { RestaurantFormValues } from './restaurant-form.schema';
import { countsFor, ruleOf } from './option-group.values';

/**
 * The fields of option group `group` of menu line `item`. Ticking or unticking Required sets the
 * counts to the usual ones (exactly one; up to all the choices), which the owner may then change.
 * The counts are judged together and against the choices, so after the first Submit a change to
 * one (or to the choices) judges the others again.
 */
export function useOptionGroupFields(item: number, group: number) {
  const {
    control,
    register,
    getValues,
    setValue,
    trigger,
    formState: { errors, isSubmitted },
  } = useFormContext<RestaurantFormValues>();
  const at = `menuItems.${item}.optionGroups.${group}` as const;
  const counts = [`${at}.minChoices`, `${at}.maxChoices`] as const;
  const [name, minChoices, maxChoices] = useWatch({
    control,
    name: [`${at}.name`, ...counts],
  });

  const setUsualCounts = (event: ChangeEvent<HTMLInputElement>) => {
    const usual = countsFor(event.target.checked, getValues(`${at}.choices`).length);
    setValue(counts[0], usual.minChoices);
    setValue(counts[1], usual.maxChoices);
  };

  return {
    /** How the group is named to assistive technology: by its name, else its place. */
    label: name.trim() || String(group + 1),
    rule: ruleOf(minChoices, maxChoices),
    errors: errors.menuItems?.[item]?.optionGroups?.[group],
    name: register(`${at}.name`),
    required: register(`${at}.required`, { onChange: setUsualCounts, deps: [...counts] }),
    minChoices: register(counts[0], { deps: [counts[1]] }),
    maxChoices: register(counts[1], { deps: [counts[0]] }),
    /** After a choice is added or removed: the minimum may now be more than the choices. */
    recheckCounts: () => {
      if (isSubmitted) void trigger([...counts]);
    },
  };
}
