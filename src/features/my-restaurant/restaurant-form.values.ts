import { IMAGE_FIELD, type Restaurant } from '@contract/restaurant';
import { formatDollars, parseDollarsToCents } from '@/lib/money';
import { browserTimeZone, toOpeningRanges, toWeekValues } from './opening-hours.values';
import type { RestaurantFormOutput, RestaurantFormValues } from './restaurant-form.schema';

/** A new menu line: no id yet (the server gives one), nothing typed, available. */
export const blankMenuItem = (): RestaurantFormValues['menuItems'][number] => ({
  name: '',
  price: '',
  available: true,
});

/**
 * What the form starts with: the saved restaurant in dollars with their cents (1250 → '12.50'), or,
 * for a new one, no cuisines, one blank menu item, no hours (always open) in this browser's zone.
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
      timeZone: browserTimeZone(),
      openingHours: toWeekValues(),
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
    menuItems: restaurant.menuItems.map(({ _id, name, price, available }) => ({
      _id,
      name,
      price: formatDollars(price),
      available,
    })),
    timeZone: restaurant.timeZone,
    openingHours: toWeekValues(restaurant.openingHours),
    imageUrl: restaurant.imageUrl,
    imageFile: undefined,
  };
}

// The schema has already accepted the text, so it parses.
const cents = (dollars: string) => String(parseDollarsToCents(dollars));

/**
 * What the form shows of a saved restaurant, apart from its items' availability: when a save
 * changes only that (an availability switch), the rest of the form keeps what is being typed.
 */
export function formShapeOf(restaurant?: Restaurant): string {
  const { menuItems, ...rest } = toFormValues(restaurant);
  return JSON.stringify({
    ...rest,
    menuItems: menuItems.map(({ _id, name, price }) => [_id, name, price]),
  });
}

/**
 * The multipart body of the restaurant writes (docs/api.md): cents and minutes as whole numbers,
 * indexed lists, each saved menu item's `_id` so its id survives the edit (carts and orders
 * refer to it), and the week's hours as JSON text (`[]` is always open).
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
    body.append(`menuItems[${index}][available]`, String(item.available));
  });
  body.append('timeZone', values.timeZone);
  body.append('openingHours', JSON.stringify(toOpeningRanges(values.openingHours)));
  if (values.imageFile) body.append(IMAGE_FIELD, values.imageFile, values.imageFile.name);
  return body;
}
