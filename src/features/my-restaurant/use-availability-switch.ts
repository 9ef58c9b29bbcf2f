import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useSetMenuItemAvailabilityMutation } from '@/api/my-restaurant.api';
import { logFailure } from '@/lib/log-failure';
import { menuItemAvailablePath, type AvailablePath } from './menu-availability';
import type { RestaurantFormValues } from './restaurant-form.schema';

export const AVAILABILITY_FAILED = 'Unable to update availability';

/** How a saved item or choice is marked at once: its call, and where it is in the form now. */
export interface SavedAtOnce {
  save: (available: boolean) => Promise<unknown>;
  /** Lines and choices move (another removed above): the failure finds it again by its ids. */
  whereNow: () => AvailablePath | undefined;
}

/**
 * The availability switch at `path`. A saved item or choice is marked sold out (or back) at once
 * through its own call (`savedAtOnce`, read when pressed), not the form's Submit; the switch moves
 * as it is pressed and moves back, with a toast, if the call fails. A new one has no id yet
 * (`savedAtOnce` answers none): its switch is saved with the form.
 */
export function useAvailabilityToggle(
  path: AvailablePath,
  saving: boolean,
  savedAtOnce: () => SavedAtOnce | undefined,
) {
  const { control, getValues, setValue } = useFormContext<RestaurantFormValues>();
  const available = useWatch({ control, name: path });
  // Presses that come while a call is under way are ignored, so calls never cross.
  const busy = useRef(false);

  const toggle = async () => {
    if (busy.current) return;
    const was = getValues(path);
    setValue(path, !was);
    const saved = savedAtOnce();
    if (!saved) return;
    busy.current = true;
    try {
      await saved.save(!was);
    } catch (error) {
      const now = saved.whereNow();
      if (now) setValue(now, was);
      logFailure('Failed to update availability', error);
      toast.error(AVAILABILITY_FAILED, { id: AVAILABILITY_FAILED });
    } finally {
      busy.current = false;
    }
  };

  return { available, saving, toggle };
}

/** The availability switch of menu line `index`. */
export function useAvailabilitySwitch(index: number) {
  const { getValues } = useFormContext<RestaurantFormValues>();
  const [saveAvailability, { isLoading: saving }] = useSetMenuItemAvailabilityMutation();
  return useAvailabilityToggle(`menuItems.${index}.available`, saving, () => {
    const menuItemId = getValues(`menuItems.${index}._id`);
    if (!menuItemId) return undefined;
    return {
      save: (available) => saveAvailability({ menuItemId, available }).unwrap(),
      whereNow: () => menuItemAvailablePath(getValues('menuItems'), menuItemId),
    };
  });
}
