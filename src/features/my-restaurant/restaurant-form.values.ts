import { IMAGE_FIELD, type Restaurant } from '@contract/restaurant';
import { formatDollars, parseDollarsToCents } from '@/lib/money';
import type { RestaurantFormOutput, RestaurantFormValues } from './restaurant-form.schema';

/** A new menu line: no id yet (the server gives one), nothing typed. */
export const blankMenuItem = (): RestaurantFormValues['menuItems'][number] => ({
  name: '',
  price: '',
});

/**
 * What the form starts with: the saved restaurant in dollars with their cents (1250 → '12.50'), or,
 * for a new one, no cuisines and one blank menu item.
 */
export function toFormValues(restaurant?: Restaurant): RestaurantFormValues {
  if (!restaurant) {
    return {
      restaurantName: '',
      city: '',
      country: '',
      deliveryPrice: '',
      estimatedDeliveryTime: '',
      cuisines: [],
      menuItems: [blankMenuItem()],
      imageUrl: undefined,
      imageFile: undefined,
    };
  }
  return {
    restaurantName: restaurant.restaurantName,
    city: restaurant.city,
    country: restaurant.country,
    deliveryPrice: formatDollars(restaurant.deliveryPrice),
    estimatedDeliveryTime: String(restaurant.estimatedDeliveryTime),
    cuisines: [...restaurant.cuisines],
    menuItems: restaurant.menuItems.map(({ _id, name, price }) => ({
      _id,
      name,
      price: formatDollars(price),
    })),
    imageUrl: restaurant.imageUrl,
    imageFile: undefined,
  };
}

// The schema has already accepted the text, so it parses.
const cents = (dollars: string) => String(parseDollarsToCents(dollars));

/**
 * The multipart body of the restaurant writes (docs/api.md): cents and minutes as whole numbers,
 * indexed lists, and each saved menu item's `_id` so its id survives the edit (carts and orders
 * refer to it).
 */
export function toRestaurantFormData(values: RestaurantFormOutput): FormData {
  const body = new FormData();
  body.append('restaurantName', values.restaurantName);
  body.append('city', values.city);
  body.append('country', values.country);
  body.append('deliveryPrice', cents(values.deliveryPrice));
  body.append('estimatedDeliveryTime', String(Number(values.estimatedDeliveryTime)));
  values.cuisines.forEach((cuisine, index) => body.append(`cuisines[${index}]`, cuisine));
  values.menuItems.forEach((item, index) => {
    if (item._id) body.append(`menuItems[${index}][_id]`, item._id);
    body.append(`menuItems[${index}][name]`, item.name);
    body.append(`menuItems[${index}][price]`, cents(item.price));
  });
  if (values.imageFile) body.append(IMAGE_FIELD, values.imageFile, values.imageFile.name);
  return body;
}
