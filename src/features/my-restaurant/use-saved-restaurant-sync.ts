import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Restaurant } from '@contract/restaurant';
import { savedAvailability } from './menu-availability';
import type { RestaurantFormOutput, RestaurantFormValues } from './restaurant-form.schema';
import { formShapeOf, toFormValues } from './restaurant-form.values';

type RestaurantFormApi = UseFormReturn<RestaurantFormValues, unknown, RestaurantFormOutput>;

/**
 * Keeps the form in line with the restaurant as saved. A save or a refetch that changes what the
 * form shows brings the restaurant as the server has it (new menu, group and choice ids, new
 * image); one that changes only the availability of items or choices (a switch, saved at once)
 * sets those switches alone, so what the owner is typing elsewhere stays.
 */
export function useSavedRestaurantSync(form: RestaurantFormApi, restaurant?: Restaurant) {
  const { reset, getValues, setValue } = form;
  const shownShape = useRef<string>(undefined);

  useEffect(() => {
    const shape = formShapeOf(restaurant);
    if (shape !== shownShape.current) {
      shownShape.current = shape;
      reset(toFormValues(restaurant));
      return;
    }
    if (!restaurant) return;
    for (const [path, available] of savedAvailability(getValues('menuItems'), restaurant)) {
      setValue(path, available);
    }
  }, [restaurant, reset, getValues, setValue]);
}
