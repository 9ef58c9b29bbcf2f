import toast from 'react-hot-toast';
import { IMAGE_FIELD } from '@contract/restaurant';
import { apiMessageOf } from '@/api/error-text';
import { logFailure } from '@/lib/log-failure';
import {
  useCreateMyRestaurantMutation,
  useUpdateMyRestaurantMutation,
} from '@/api/my-restaurant.api';

/** What the server found wrong with a field the form could not check itself. */
export interface FieldProblem {
  field: typeof IMAGE_FIELD;
  message: string;
}

/**
 * The image's content is judged by the server alone (a text file named .png passes the form):
 * its answer is shown at the image field, as the form's own messages are.
 */
function imageProblemOf(error: unknown): FieldProblem | undefined {
  const message = apiMessageOf(error);
  const prefix = `${IMAGE_FIELD}: `;
  if (!message?.startsWith(prefix)) return undefined;
  return { field: IMAGE_FIELD, message: message.slice(prefix.length) };
}

/**
 * Saves the owner's restaurant: an update when one exists, else a create. Any failure, an HTTP
 * error status included, is reported, an update's as much as a create's; a refused image is also
 * answered with the problem, for the form to show at the field.
 */
export function useSaveRestaurant(exists: boolean) {
  const [createRestaurant] = useCreateMyRestaurantMutation();
  const [updateRestaurant] = useUpdateMyRestaurantMutation();

  return async (body: FormData): Promise<FieldProblem | undefined> => {
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
      return imageProblemOf(error);
    }
  };
}
