import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useSetMenuItemAvailabilityMutation } from '@/api/my-restaurant.api';
import { logFailure } from '@/lib/log-failure';
import type { RestaurantFormValues } from './restaurant-form.schema';

export const AVAILABILITY_FAILED = 'Unable to update availability';

/**
 * The availability switch of menu line `index`. A saved item is marked sold out (or back) at once
 * through its own call, not the form's Submit; the switch moves as it is pressed and moves back,
 * with a toast, if the call fails. A new item has no id yet: its switch is saved with the form.
 */
export function useAvailabilitySwitch(index: number) {
  const { control, getValues, setValue } = useFormContext<RestaurantFormValues>();
  const available = useWatch({ control, name: `menuItems.${index}.available` });
  const [saveAvailability, { isLoading: saving }] = useSetMenuItemAvailabilityMutation();
  // Presses that come while a call is under way are ignored, so calls never cross.
  const busy = useRef(false);

  const toggle = async () => {
    if (busy.current) return;
    const { _id: menuItemId, available: was } = getValues(`menuItems.${index}`);
    setValue(`menuItems.${index}.available`, !was);
    if (!menuItemId) return;
    busy.current = true;
    try {
      await saveAvailability({ menuItemId, available: !was }).unwrap();
    } catch (error) {
      // The line may have moved (another removed above it): find it by its id.
      const at = getValues('menuItems').findIndex((line) => line._id === menuItemId);
      if (at >= 0) setValue(`menuItems.${at}.available`, was);
      logFailure('Failed to update availability', error);
      toast.error(AVAILABILITY_FAILED, { id: AVAILABILITY_FAILED });
    } finally {
      busy.current = false;
    }
  };

  return { available, saving, toggle };
}
