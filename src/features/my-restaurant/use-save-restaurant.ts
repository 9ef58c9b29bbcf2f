import toast from 'react-hot-toast';
import { logFailure } from '../../lib/log-failure';
import {
  useCreateMyRestaurantMutation,
  useUpdateMyRestaurantMutation,
} from '../../api/my-restaurant.api';

/**
 * Saves the owner's restaurant: an update when one exists, else a create (SPEC §2). Any failure,
 * an HTTP error status included, is reported (SPEC §8 notes the original missed those on update).
 */
export function useSaveRestaurant(exists: boolean) {
  const [createRestaurant] = useCreateMyRestaurantMutation();
  const [updateRestaurant] = useUpdateMyRestaurantMutation();

  return async (body: FormData) => {
    try {
      if (exists) {
        await updateRestaurant(body).unwrap();
        toast.success('Restaurant Updated');
      } else {
        await createRestaurant(body).unwrap();
        toast.success('Restaurant created!');
      }
    } catch (error) {
      logFailure(exists ? 'Failed to update restaurant' : 'Failed to create restaurant', error);
      toast.error('Unable to update restaurant');
    }
  };
}
