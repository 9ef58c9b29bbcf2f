import { useFormContext } from 'react-hook-form';
import { useSetChoiceAvailabilityMutation } from '@/api/my-restaurant.api';
import { choiceAvailablePath } from './menu-availability';
import type { RestaurantFormValues } from './restaurant-form.schema';
import { useAvailabilityToggle } from './use-availability-switch';

/** Where a choice is in the form: its line, its group in the line, its place in the group. */
export interface ChoiceAt {
  item: number;
  group: number;
  choice: number;
}

/**
 * The availability switch of one choice. Saved at once when both its item and the choice are
 * saved; a choice (or an item) not saved yet has no id, and its switch is saved with the form.
 */
export function useChoiceAvailabilitySwitch({ item, group, choice }: ChoiceAt) {
  const { getValues } = useFormContext<RestaurantFormValues>();
  const [saveAvailability, { isLoading: saving }] = useSetChoiceAvailabilityMutation();
  const at = `menuItems.${item}.optionGroups.${group}.choices.${choice}` as const;
  return useAvailabilityToggle(`${at}.available`, saving, () => {
    const menuItemId = getValues(`menuItems.${item}._id`);
    const choiceId = getValues(`${at}._id`);
    if (!menuItemId || !choiceId) return undefined;
    return {
      save: (available) => saveAvailability({ menuItemId, choiceId, available }).unwrap(),
      whereNow: () => choiceAvailablePath(getValues('menuItems'), menuItemId, choiceId),
    };
  });
}
