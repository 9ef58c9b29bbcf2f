import { z } from 'zod';
import { MAX_OPENING_RANGES, openingRangeSchema, WEEKDAYS } from '@contract/opening-hours';
import {
  IMAGE_MIME_TYPES,
  MAX_DELIVERY_PRICE_CENTS,
  MAX_IMAGE_BYTES,
  MAX_MENU_ITEM_PRICE_CENTS,
  MAX_MENU_ITEMS,
  MIN_DELIVERY_PRICE_CENTS,
  MIN_MENU_ITEM_PRICE_CENTS,
  MIN_MENU_ITEMS,
  menuItemInputSchema,
  RESTAURANT_MESSAGES as MESSAGES,
  restaurantInputSchema,
} from '@contract/restaurant';
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

/**
 * A number typed as text, judged by the API's rule for its field (contract/restaurant.ts) on the
 * number `read` makes of it, the number the form sends. A refusal is worded by `refused` where
 * the form says it in its own terms (dollars), else as the API words it.
 */
function judgedNumber(
  required: string,
  apiField: z.ZodType,
  read: (text: string) => number | undefined,
  refused?: (value: number) => string,
) {
  return number(required).superRefine((text, context) => {
    const value = read(text);
    if (value === undefined) return;
    const issue = apiField.safeParse(value).error?.issues[0];
    if (issue) context.addIssue({ code: 'custom', message: refused?.(value) ?? issue.message });
  });
}

const { deliveryPrice, estimatedDeliveryTime, timeZone } = restaurantInputSchema.shape;

/** Minutes are typed as a number; '12.0' is 12, '12.5' no whole number (the API refuses it). */
const readMinutes = (text: string) =>
  parseDollarsToCents(text) === undefined ? undefined : Number(text);

/**
 * A menu line: its name as the API judges it, its price typed in dollars. False `available`
 * while sold out; a saved item's switch saves it at once, a new item's with the form.
 */
const menuItemSchema = menuItemInputSchema.extend({
  _id: z.string().optional(),
  available: z.boolean(),
  // Under a cent rounds to nothing, which is no price at all.
  price: judgedNumber(
    MESSAGES.menuItemPrice,
    menuItemInputSchema.shape.price,
    parseDollarsToCents,
    (cents) =>
      cents < MIN_MENU_ITEM_PRICE_CENTS
        ? MESSAGES.menuItemPrice
        : `must be at most ${formatPrice(MAX_MENU_ITEM_PRICE_CENTS)}`,
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

/**
 * The restaurant form: the API's restaurant (contract/restaurant.ts) as an owner types it, money
 * in dollars and time in minutes, all as text; the week day by day; the saved image or a new one.
 */
export const restaurantFormValuesSchema = restaurantInputSchema
  .extend({
    deliveryPrice: judgedNumber(
      MESSAGES.deliveryPrice,
      deliveryPrice,
      parseDollarsToCents,
      () =>
        `must be from ${formatPrice(MIN_DELIVERY_PRICE_CENTS)} to ${formatPrice(MAX_DELIVERY_PRICE_CENTS)}`,
    ),
    estimatedDeliveryTime: judgedNumber(
      MESSAGES.estimatedDeliveryTime,
      estimatedDeliveryTime,
      readMinutes,
    ),
    menuItems: z
      .array(menuItemSchema)
      .min(MIN_MENU_ITEMS, 'add at least one menu item')
      .max(MAX_MENU_ITEMS, `a menu holds at most ${MAX_MENU_ITEMS} items`),
    /** The IANA zone its hours are read in; the form always has one. */
    timeZone: timeZone.unwrap(),
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

export type RestaurantFormValues = z.input<typeof restaurantFormValuesSchema>;
export type RestaurantFormOutput = z.output<typeof restaurantFormValuesSchema>;
