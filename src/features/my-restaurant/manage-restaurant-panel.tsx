import { isNotFound } from '@/api/restaurant.api';
import { useGetMyRestaurantQuery } from '@/api/my-restaurant.api';
import { RestaurantForm } from './restaurant-form';
import { useSaveRestaurant } from './use-save-restaurant';

/** The owner's restaurant in its form; none yet (404) means an empty form that creates one. */
export function ManageRestaurantPanel() {
  const { data: restaurant, error, isLoading } = useGetMyRestaurantQuery();
  const save = useSaveRestaurant(Boolean(restaurant));

  if (isLoading) return <p>Loading...</p>;
  if (error && !restaurant && !isNotFound(error))
    return <p role="alert">Failed to get restaurant</p>;
  return <RestaurantForm restaurant={restaurant} onSave={save} />;
}
