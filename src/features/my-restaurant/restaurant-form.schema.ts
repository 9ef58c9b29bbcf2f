import { z } from 'zod';
import { MAX_OPENING_RANGES, openingRangeSchema, WEEKDAYS } from '@contract/opening-hours';
import {
  IMAGE_MIME_TYPES,
  MAX_DELIVERY_PRICE_CENTS,
  MAX_IMAGE_BYTES,
  MAX_MENU_ITEMS,
  MIN_DELIVERY_PRICE_CENTS,
  MIN_MENU_ITEMS,
  RESTAURANT_MESSAGES as MESSAGES,
  restaurantInputSchema,
} from '@contract/restaurant';
import { formatPrice, parseDollarsToCents } from '@/lib/money';
import { judgedNumber, readWholeNumber } from './judged-number';
import { menuItemFormSchema } from './menu-item.schema';
// Loaded with the pages that validate with zod, rather than with every page's first load.
import '@/lib/validation-without-eval';

export { VALID_NUMBER } from './judged-number';
/** Shown on the image field when there is neither a saved image nor a chosen file. */
export const IMAGE_MISSING = 'Either image URL or image File must be provided';

const IMAGE_NAME = /\.(jpe?g|png)$/i;

const { deliveryPrice, estimatedDeliveryTime, timeZone, acceptWindowMinutes } =
  restaurantInputSchema.shape;

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
      readWholeNumber,
    ),
    /**
     * Minutes a paid order waits for the kitchen, typed as text; the form always sends it. Judged
     * by the API's own rule on that text, so every message at the field is the API's.
     */
    acceptWindowMinutes: z.string().superRefine((text, context) => {
      const issue = acceptWindowMinutes.unwrap().safeParse(text.trim()).error?.issues[0];
      if (issue) context.addIssue({ code: 'custom', message: issue.message });
    }),
    menuItems: z
      .array(menuItemFormSchema)
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
