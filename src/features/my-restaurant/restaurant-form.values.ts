import { DEFAULT_ACCEPT_WINDOW_MINUTES } from '@contract/kitchen-limits';
import { IMAGE_FIELD, type Restaurant } from '@contract/restaurant';
import { formatDollars } from '@/lib/money';
import {
  appendMenuItem,
  blankMenuItem,
  centsText,
  menuItemShapeOf,
  toMenuItemValues,
} from './menu-item.values';
import { browserTimeZone, toOpeningRanges, toWeekValues } from './opening-hours.values';
import type { RestaurantFormOutput, RestaurantFormValues } from './restaurant-form.schema';

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
      acceptWindowMinutes: String(DEFAULT_ACCEPT_WINDOW_MINUTES),
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
    acceptWindowMinutes: String(restaurant.acceptWindowMinutes),
    cuisines: [...restaurant.cuisines],
    menuItems: restaurant.menuItems.map(toMenuItemValues),
    timeZone: restaurant.timeZone,
    openingHours: toWeekValues(restaurant.openingHours),
    imageUrl: restaurant.imageUrl,
    imageFile: undefined,
  };
}

/**
 * What the form shows of a saved restaurant, apart from its items' and choices' availability:
 * when a save changes only that (an availability switch), the rest of the form keeps what is
 * being typed.
 */
export function formShapeOf(restaurant?: Restaurant): string {
  const { menuItems, ...rest } = toFormValues(restaurant);
  return JSON.stringify({
    ...rest,
    menuItems: menuItems.map(menuItemShapeOf),
  });
}

/**
 * The multipart body of the restaurant writes (docs/api.md): cents and minutes as whole numbers,
 * indexed lists, the menu as appendMenuItem writes it (ids kept), and the week's hours as JSON
 * text (`[]` is always open).
 */
export function toRestaurantFormData(values: RestaurantFormOutput): FormData {
  const body = new FormData();
  body.append('restaurantName', values.restaurantName);
  body.append('city', values.city);
  body.append('country', values.country);
  body.append('deliveryPrice', centsText(values.deliveryPrice));
  body.append('estimatedDeliveryTime', String(Number(values.estimatedDeliveryTime)));
  body.append('acceptWindowMinutes', String(Number(values.acceptWindowMinutes)));
  values.cuisines.forEach((cuisine, index) => body.append(`cuisines[${index}]`, cuisine));
  values.menuItems.forEach((item, index) => appendMenuItem(body, item, index));
  body.append('timeZone', values.timeZone);
  body.append('openingHours', JSON.stringify(toOpeningRanges(values.openingHours)));
  if (values.imageFile) body.append(IMAGE_FIELD, values.imageFile, values.imageFile.name);
  return body;
}
