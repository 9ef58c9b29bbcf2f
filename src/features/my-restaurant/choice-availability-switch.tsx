import { useFormContext, useWatch } from 'react-hook-form';
import type { RestaurantFormValues } from './restaurant-form.schema';
import { AvailabilitySwitchButton } from './availability-switch';
import { useChoiceAvailabilitySwitch, type ChoiceAt } from './use-choice-availability-switch';

/**
 * 'Available' on or off for one choice, under its item: a sold-out choice is shown to customers
 * and cannot be chosen. Named after the choice as typed ('Available: Large').
 */
export function ChoiceAvailabilitySwitch({ at }: { at: ChoiceAt }) {
  const { control } = useFormContext<RestaurantFormValues>();
  const name = useWatch({
    control,
    name: `menuItems.${at.item}.optionGroups.${at.group}.choices.${at.choice}.name`,
  });
  const { available, saving, toggle } = useChoiceAvailabilitySwitch(at);
  return (
    <AvailabilitySwitchButton
      label={`Available: ${name.trim() || `choice ${at.choice + 1}`}`}
      available={available}
      saving={saving}
      onToggle={toggle}
    />
  );
}
