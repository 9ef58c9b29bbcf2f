import { z } from 'zod';
import { CUISINES } from '@contract/cuisines';
import {
  MAX_OPENING_RANGES,
  openingRangeSchema,
  timeZoneSchema,
  WEEKDAYS,
} from '@contract/opening-hours';
import {
  IMAGE_MIME_TYPES,
  MAX_DELIVERY_PRICE_CENTS,
  MAX_DELIVERY_TIME_MINUTES,
  MAX_IMAGE_BYTES,
  MAX_MENU_ITEM_PRICE_CENTS,
  MAX_MENU_ITEMS,
  MIN_DELIVERY_PRICE_CENTS,
  MIN_DELIVERY_TIME_MINUTES,
  MIN_MENU_ITEM_PRICE_CENTS,
  MIN_MENU_ITEMS,
  RESTAURANT_MESSAGES as MESSAGES,
} from '@contract/restaurant';
import { requiredText } from '@contract/text';
import { formatPrice, parseDollarsToCents } from '@/lib/money';
// Loaded with the pages that validate with zod, rather than with every page's first load.
import '@/lib/validation-without-eval';

/** The second message of the number fields, after 'is required'. */
export const VALID_NUMBER = 'must be a valid number';
/** Shown on the image field when there is neither a saved image nor a chosen file. */
export const IMAGE_MISSING = 'Either image URL or image File must be provided';

const IMAGE_NAME = /\.(jpe?g|png)$/i;

// Every check is a refinement on text, so one wrong field never hides another field's message:
// the whole form is judged at once. The text becomes cents and minutes when it is sent.
function number(required: string) {
  return z
    .string()
    .trim()
    .min(1, required)
    .refine((text) => text === '' || parseDollarsToCents(text) !== undefined, VALID_NUMBER);
}

function dollars(required: string, minCents: number, maxCents: number, rangeMessage: string) {
  return number(required).refine((text) => {
    const cents = parseDollarsToCents(text);
    return cents === undefined || (cents >= minCents && cents <= maxCents);
  }, rangeMessage);
}

const minutesRange = `must be a whole number of minutes from ${MIN_DELIVERY_TIME_MINUTES} to ${MAX_DELIVERY_TIME_MINUTES}`;

const minutes = number(MESSAGES.estimatedDeliveryTime).refine((text) => {
  if (parseDollarsToCents(text) === undefined) return true;
  const value = Number(text);
  return (
    Number.isInteger(value) &&
    value >= MIN_DELIVERY_TIME_MINUTES &&
    value <= MAX_DELIVERY_TIME_MINUTES
  );
}, minutesRange);

const menuItemSchema = z.object({
  _id: z.string().optional(),
  /** False while sold out; a saved item's switch saves it at once, a new item's with the form. */
  available: z.boolean(),
  name: requiredText(MESSAGES.menuItemName),
  // Under a cent rounds to nothing, which is no price at all.
  price: number(MESSAGES.menuItemPrice)
    .refine(
      (text) => (parseDollarsToCents(text) ?? 1) >= MIN_MENU_ITEM_PRICE_CENTS,
      MESSAGES.menuItemPrice,
    )
    .refine(
      (text) => (parseDollarsToCents(text) ?? 0) <= MAX_MENU_ITEM_PRICE_CENTS,
      `must be at most ${formatPrice(MAX_MENU_ITEM_PRICE_CENTS)}`,
    ),
});

const isFile = (value: unknown): value is File =>
  value instanceof Blob && typeof (value as File).name === 'string';

const imageFileSchema = z
  .custom<File>(isFile, MESSAGES.image)
  .refine((file) => file.size > 0, MESSAGES.image)
  .refine(
    (file) =>
      (IMAGE_MIME_TYPES as readonly string[]).includes(file.type) || IMAGE_NAME.test(file.name),
    MESSAGES.imageType,
  )
  .refine((file) => file.size <= MAX_IMAGE_BYTES, MESSAGES.imageTooLarge);

/** Ranges a day may hold: the week's limit shared out evenly. */
export const MAX_RANGES_PER_DAY = MAX_OPENING_RANGES / WEEKDAYS.length;

const timeRangeSchema = z.object({ opens: z.string(), closes: z.string() });

/**
 * The week as the editor holds it, day by day. Each range is judged by the API's own rule
 * (a time such as 09:30, closing at a time other than the opening), its message at its field.
 */
const weekSchema = z
  .record(z.enum(WEEKDAYS), z.array(timeRangeSchema).max(MAX_RANGES_PER_DAY))
  .superRefine((week, context) => {
    for (const day of WEEKDAYS) {
      week[day].forEach((range, index) => {
        const checked = openingRangeSchema.safeParse({ day, ...range });
        for (const issue of checked.error?.issues ?? []) {
          context.addIssue({
            code: 'custom',
            path: [day, index, ...issue.path],
            message: issue.message,
          });
        }
      });
    }
  });

/** The restaurant form: money typed in dollars, time in minutes, all as text. */
export const restaurantFormSchema = z
  .object({
    restaurantName: requiredText(MESSAGES.restaurantName),
    city: requiredText(MESSAGES.city),
    country: requiredText(MESSAGES.country),
    deliveryPrice: dollars(
      MESSAGES.deliveryPrice,
      MIN_DELIVERY_PRICE_CENTS,
      MAX_DELIVERY_PRICE_CENTS,
      `must be from ${formatPrice(MIN_DELIVERY_PRICE_CENTS)} to ${formatPrice(MAX_DELIVERY_PRICE_CENTS)}`,
    ),
    estimatedDeliveryTime: minutes,
    cuisines: z.array(z.enum(CUISINES)).min(1, MESSAGES.cuisines),
    menuItems: z
      .array(menuItemSchema)
      .min(MIN_MENU_ITEMS, 'add at least one menu item')
      .max(MAX_MENU_ITEMS, `a menu holds at most ${MAX_MENU_ITEMS} items`),
    /** The IANA zone its hours are read in. */
    timeZone: timeZoneSchema,
    /** No range on any day: always open. */
    openingHours: weekSchema,
    /** The saved image, when the restaurant has one. */
    imageUrl: z.string().optional(),
    /** A newly chosen image; it replaces the saved one. */
    imageFile: imageFileSchema.optional(),
  })
  .superRefine((values, context) => {
    if (!values.imageUrl && !values.imageFile) {
      context.addIssue({ code: 'custom', path: ['imageFile'], message: IMAGE_MISSING });
    }
  });

export type RestaurantFormValues = z.input<typeof restaurantFormSchema>;
export type RestaurantFormOutput = z.output<typeof restaurantFormSchema>;
