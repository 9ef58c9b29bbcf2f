import { z } from 'zod';
import { answerId, answerTime, answerUrl } from './answer-fields';
import { CUISINES } from './cuisines';
import {
  MAX_PAUSE_MINUTES,
  openingHoursSchema,
  openingRangeSchema,
  timeZoneSchema,
} from './opening-hours';
import { menuItemDetailsInputShape, menuItemDetailsShape, optionalId } from './menu-options';
import {
  KITCHEN_MESSAGES,
  MAX_ACCEPT_WINDOW_MINUTES,
  MIN_ACCEPT_WINDOW_MINUTES,
} from './kitchen-limits';
import { booleanText, cents, wholeNumber } from './number-text';
import { requiredText } from './text';

export { CENTS_TOLERANCE } from './number-text';

/** Delivery price bounds, in cents (0 to $1,000.00). */
export const MIN_DELIVERY_PRICE_CENTS = 0;
export const MAX_DELIVERY_PRICE_CENTS = 100_000;
/** Estimated delivery time bounds, in whole minutes. */
export const MIN_DELIVERY_TIME_MINUTES = 1;
export const MAX_DELIVERY_TIME_MINUTES = 600;
/** How many items a menu holds. */
export const MIN_MENU_ITEMS = 1;
export const MAX_MENU_ITEMS = 100;
/** Menu item price bounds, in cents (1 cent to $1,000.00). */
export const MIN_MENU_ITEM_PRICE_CENTS = 1;
export const MAX_MENU_ITEM_PRICE_CENTS = 100_000;
/**
 * PATCH /api/my/restaurant/menu-items/{menuItemId} and …/choices/{choiceId}: sold out (false) or
 * available again.
 */
export const menuItemAvailabilitySchema = z.object({
  available: z.boolean({ error: 'must be true or false' }),
});

export type MenuItemAvailability = z.infer<typeof menuItemAvailabilitySchema>;

/** PUT /api/my/restaurant/pause: no new orders for this many minutes, or (null) until resumed. */
export const pauseSchema = z.object({
  minutes: z
    .int({ error: `must be a whole number of minutes from 1 to ${MAX_PAUSE_MINUTES}, or null` })
    .min(1, `must be a whole number of minutes from 1 to ${MAX_PAUSE_MINUTES}, or null`)
    .max(
      MAX_PAUSE_MINUTES,
      `must be a whole number of minutes from 1 to ${MAX_PAUSE_MINUTES}, or null`,
    )
    .nullable(),
});

export type PausePayload = z.infer<typeof pauseSchema>;

/** The largest image upload accepted (5 MB); larger ones are refused with 413. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Upload types the API accepts (judged by content) and the matching file-input `accept`. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png';
/** The multipart field that carries the image. */
export const IMAGE_FIELD = 'imageFile';

/** The restaurant form's messages, which the server answers with too (after the field name). */
export const RESTAURANT_MESSAGES = {
  restaurantName: 'restaurant name is required',
  city: 'city is required',
  country: 'country is required',
  deliveryPrice: 'delivery price is required',
  estimatedDeliveryTime: 'estimated delivery time is required',
  cuisines: 'please select at least one item',
  menuItemName: 'name is required',
  menuItemPrice: 'price is required',
  image: 'image is required',
  imageType: 'must be a JPEG or PNG image',
  imageTooLarge: 'must be at most 5 MB',
} as const;

/**
 * The pixels an uploaded image may have, read from its header before anything is decoded
 * (docs/decisions.md, "Image limits"). Each side from `minSide` to `maxSide`, the longer at
 * most `maxAspectRatio` times the shorter, and at most `maxMegapixels` in all.
 */
export const IMAGE_PIXEL_LIMITS = {
  /** The smallest rendition is 320 × 180: a picture may be no smaller than its shorter side. */
  minSide: 180,
  maxSide: 10_000,
  maxAspectRatio: 8,
  maxMegapixels: 40,
} as const;

/** The most pixels an image may decode to: `maxMegapixels` as a count. */
export const MAX_IMAGE_PIXELS = IMAGE_PIXEL_LIMITS.maxMegapixels * 1_000_000;

const grouped = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** The rule on the sides, as every message and the API document word it. */
export const IMAGE_SIDES_RULE =
  `each side must be between ${grouped(IMAGE_PIXEL_LIMITS.minSide)} and ` +
  `${grouped(IMAGE_PIXEL_LIMITS.maxSide)} pixels and the longer at most ` +
  `${IMAGE_PIXEL_LIMITS.maxAspectRatio} times the shorter`;

/**
 * The limit an image of `width` × `height` pixels breaks, as the API words it after the field
 * name, or undefined when it is within every limit. The sides are checked before the pixels.
 */
export function imagePixelProblem(width: number, height: number): string | undefined {
  const { minSide, maxSide, maxAspectRatio, maxMegapixels } = IMAGE_PIXEL_LIMITS;
  const [shorter, longer] = width < height ? [width, height] : [height, width];
  const size = `image is ${width} × ${height} pixels`;
  if (shorter < minSide || longer > maxSide || longer > shorter * maxAspectRatio) {
    return `${size}; ${IMAGE_SIDES_RULE}`;
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    // Rounded up, so that an image just over the limit never reads as exactly at it.
    const megapixels = Math.ceil((width * height) / 100_000) / 10;
    return `${size} (${grouped(megapixels)} megapixels); at most ${maxMegapixels} megapixels`;
  }
  return undefined;
}

/** Answers when images cannot be processed now; the upload itself may be fine. */
export const IMAGE_BUSY_MESSAGES = {
  /** 503: more uploads are waiting than the server takes on at once. */
  busy: 'Too many images are being processed; try again in a moment',
  /** 503: the image took longer than the server gives one image. */
  tooSlow: 'The image took too long to process; try again in a moment',
} as const;

/** A menu item as the server receives it; an `_id` keeps an existing item's id. */
export const menuItemInputSchema = z.object({
  _id: optionalId('must be the id of a menu item'),
  name: requiredText(RESTAURANT_MESSAGES.menuItemName),
  price: cents(
    MIN_MENU_ITEM_PRICE_CENTS,
    MAX_MENU_ITEM_PRICE_CENTS,
    RESTAURANT_MESSAGES.menuItemPrice,
  ),
  /** Absent: an existing item keeps what it was, a new one is available. */
  available: booleanText().optional(),
  ...menuItemDetailsInputShape,
});

const cuisinesSchema = z
  .array(z.enum(CUISINES, { error: 'must be one of the listed cuisines' }), {
    error: RESTAURANT_MESSAGES.cuisines,
  })
  .min(1, RESTAURANT_MESSAGES.cuisines)
  .refine((list) => new Set(list).size === list.length, 'must not repeat a cuisine');

const menuItemsSchema = z
  .array(menuItemInputSchema, { error: 'at least one menu item is required' })
  .min(MIN_MENU_ITEMS, 'at least one menu item is required')
  .max(MAX_MENU_ITEMS, `must have at most ${MAX_MENU_ITEMS} menu items`)
  .superRefine((items, context) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (!item._id) return;
      if (seen.has(item._id)) {
        context.addIssue({ code: 'custom', path: [index, '_id'], message: 'is repeated' });
      }
      seen.add(item._id);
    });
  });

/**
 * The restaurant fields as the server receives them (multipart, already unflattened):
 * money in whole cents, time in whole minutes. The image travels separately.
 */
export const restaurantInputSchema = z.object({
  restaurantName: requiredText(RESTAURANT_MESSAGES.restaurantName),
  city: requiredText(RESTAURANT_MESSAGES.city),
  country: requiredText(RESTAURANT_MESSAGES.country),
  deliveryPrice: cents(
    MIN_DELIVERY_PRICE_CENTS,
    MAX_DELIVERY_PRICE_CENTS,
    RESTAURANT_MESSAGES.deliveryPrice,
  ),
  estimatedDeliveryTime: wholeNumber(
    'minutes',
    MIN_DELIVERY_TIME_MINUTES,
    MAX_DELIVERY_TIME_MINUTES,
    RESTAURANT_MESSAGES.estimatedDeliveryTime,
  ),
  cuisines: cuisinesSchema,
  menuItems: menuItemsSchema,
  /** Absent: the restaurant keeps its zone (a new one is in DEFAULT_TIME_ZONE). */
  timeZone: timeZoneSchema.optional(),
  /** Absent: the restaurant keeps its window (a new one waits DEFAULT_ACCEPT_WINDOW_MINUTES). */
  acceptWindowMinutes: wholeNumber(
    'minutes',
    MIN_ACCEPT_WINDOW_MINUTES,
    MAX_ACCEPT_WINDOW_MINUTES,
    KITCHEN_MESSAGES.acceptWindow,
  ).optional(),
  /**
   * The week's ranges; `[]` means always open; absent keeps them. A multipart form sends them as
   * JSON text in one field, so that an empty week can be told from a form that leaves them be.
   */
  openingHours: z
    .preprocess(
      (value) => (typeof value === 'string' ? parseJson(value) : value),
      openingHoursSchema,
    )
    .optional(),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type RestaurantInput = z.output<typeof restaurantInputSchema>;
export type MenuItemInput = z.output<typeof menuItemInputSchema>;

/**
 * The restaurant form as it arrives (multipart/form-data, bracketed names such as
 * `menuItems[0][name]` already unflattened): the fields above and the image file. Required when
 * the restaurant is created, optional when it is updated (the old image stays).
 */
export const restaurantFormSchema = restaurantInputSchema.extend({
  [IMAGE_FIELD]: z
    .custom<Uint8Array>((value) => value instanceof Uint8Array, RESTAURANT_MESSAGES.imageType)
    .optional()
    .meta({
      type: 'string',
      format: 'binary',
      description:
        `JPEG or PNG, at most 5 MB; ${IMAGE_SIDES_RULE}; ` +
        `at most ${IMAGE_PIXEL_LIMITS.maxMegapixels} megapixels`,
    }),
});

/** A menu item as the API answers it; `price` is in cents. */
export const menuItemSchema = z
  .strictObject({
    _id: answerId(),
    name: z.string(),
    price: z.int(),
    available: z.boolean().meta({ description: 'False while sold out: shown, not orderable.' }),
    ...menuItemDetailsShape,
  })
  .meta({ id: 'MenuItem' });

export type MenuItem = z.infer<typeof menuItemSchema>;

/** A restaurant as the API answers it. Money in cents, time in minutes. */
export const restaurantSchema = z
  .strictObject({
    _id: answerId(),
    restaurantName: z.string(),
    city: z.string(),
    country: z.string(),
    deliveryPrice: z.int().meta({ description: 'In cents.' }),
    estimatedDeliveryTime: z.int().meta({ description: 'In minutes.' }),
    cuisines: z.array(z.enum(CUISINES)),
    menuItems: z.array(menuItemSchema),
    imageUrl: answerUrl().meta({ description: 'Absolute URL of the large 16:9 WebP rendition.' }),
    imageSrcSet: z.string().meta({
      description: 'Every WebP rendition for `<img srcset>`: 320, 640, 960 and 1280 px wide.',
      example:
        'http://localhost:7000/api/images/5e0b9d2c-4f7a-4a1e-8c3b-7d6e1f2a9b08/320.webp 320w, …, ' +
        'http://localhost:7000/api/images/5e0b9d2c-4f7a-4a1e-8c3b-7d6e1f2a9b08/1280.webp 1280w',
    }),
    imageSrcSetAvif: z.string().meta({
      description:
        'The same widths in AVIF, for `<source type="image/avif" srcset>`: smaller files for ' +
        'browsers that take AVIF, with `imageSrcSet` as the fallback.',
      example:
        'http://localhost:7000/api/images/5e0b9d2c-4f7a-4a1e-8c3b-7d6e1f2a9b08/320.avif 320w, …, ' +
        'http://localhost:7000/api/images/5e0b9d2c-4f7a-4a1e-8c3b-7d6e1f2a9b08/1280.avif 1280w',
    }),
    lastUpdated: answerTime().meta({ description: 'When the restaurant last changed.' }),
    timeZone: z.string().meta({ description: 'The IANA time zone of its opening hours.' }),
    openingHours: z.array(openingRangeSchema).meta({ description: 'None: always open.' }),
    isPaused: z.boolean().meta({ description: 'The owner has paused new orders.' }),
    pausedUntil: answerTime().nullable().meta({
      description: 'When a pause ends; null when not paused or paused until resumed.',
    }),
    isOpen: z.boolean().meta({ description: 'Takes orders now: within its hours, not paused.' }),
    opensAt: answerTime().nullable().meta({
      description: 'When it next takes orders; null when open now or paused until resumed.',
    }),
    busyMinutes: z.int().meta({
      description:
        'What busy mode adds to `estimatedDeliveryTime` now (0 when not busy); pages show the sum.',
    }),
    busyUntil: answerTime()
      .nullable()
      .meta({ description: 'When busy mode ends; null when not busy.' }),
    acceptWindowMinutes: z.int().meta({
      description:
        'How long a paid order waits for the kitchen before it is rejected and refunded.',
    }),
  })
  .meta({ id: 'Restaurant' });

export type Restaurant = z.infer<typeof restaurantSchema>;
