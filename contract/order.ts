import { z } from 'zod';
import { answerId, answerTime, answerUrl } from './answer-fields';
import { cartLineKey } from './cart-line';
import { CHECKOUT_MESSAGES, MAX_CART_LINES, MAX_QUANTITY, MIN_QUANTITY } from './checkout-limits';
import { CHOICE_MESSAGES, MAX_OPTION_CHOICES, MAX_OPTION_GROUPS } from './menu-option-limits';
import { cancellationSchema, refundSchema } from './kitchen';
import { ORDER_STATES, ORDER_STATUSES } from './order-status';
import { userProfileSchema } from './user';

export { cartLineKey } from './cart-line';

// Plain values, kept free of zod so that the web app's checkout can show them without it.
export {
  CHECKOUT_MESSAGES,
  MAX_CART_LINES,
  MAX_ORDER_TOTAL_CENTS,
  MAX_QUANTITY,
  MIN_ORDER_TOTAL_CENTS,
  MIN_QUANTITY,
} from './checkout-limits';

/**
 * Where an order goes: the profile's address rules plus the email the payment receipt
 * is sent to. The checkout dialog and the server check the same rules.
 */
export const deliveryDetailsSchema = userProfileSchema.extend({
  email: z.email(CHECKOUT_MESSAGES.email).max(254, CHECKOUT_MESSAGES.email),
});

export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;

/**
 * A quantity as a whole number from 1 to 99. The SPA sends it as text, so digit strings
 * are read as numbers; '2.5', '1e1' or 'x' are refused rather than rounded.
 */
const quantitySchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: CHECKOUT_MESSAGES.quantity })
    .int(CHECKOUT_MESSAGES.quantity)
    .min(MIN_QUANTITY, CHECKOUT_MESSAGES.quantity)
    .max(MAX_QUANTITY, CHECKOUT_MESSAGES.quantity),
);

/** One cart line as the SPA sends it; the name is informative only, the menu is the truth. */
export const checkoutCartItemSchema = z.object({
  menuItemId: z
    .string({ error: CHECKOUT_MESSAGES.menuItemId })
    .trim()
    .min(1, CHECKOUT_MESSAGES.menuItemId),
  name: z.string().optional(),
  quantity: quantitySchema,
  /** The chosen options' ids; absent means none (a dish without option groups). */
  choices: z
    .array(z.string({ error: CHOICE_MESSAGES.notText }).trim().min(1, CHOICE_MESSAGES.notText), {
      error: CHOICE_MESSAGES.notText,
    })
    .max(MAX_OPTION_GROUPS * MAX_OPTION_CHOICES, CHOICE_MESSAGES.notText)
    .optional(),
});

const cartItemsSchema = z
  .array(checkoutCartItemSchema, { error: CHECKOUT_MESSAGES.cartEmpty })
  .min(1, CHECKOUT_MESSAGES.cartEmpty)
  .max(MAX_CART_LINES, CHECKOUT_MESSAGES.tooManyLines)
  .superRefine((items, context) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = cartLineKey(item);
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'menuItemId'],
          message: CHECKOUT_MESSAGES.repeatedItem,
        });
      }
      seen.add(key);
    });
  });

/**
 * POST /api/order/checkout/create-checkout-session (the checkout payload). Prices and totals
 * are not part of it: the server prices the cart from the menu.
 */
export const checkoutPayloadSchema = z
  .object({
    cartItems: cartItemsSchema,
    restaurantId: z
      .string({ error: CHECKOUT_MESSAGES.restaurantId })
      .trim()
      .min(1, CHECKOUT_MESSAGES.restaurantId),
    deliveryDetails: z.object(deliveryDetailsSchema.shape, {
      error: CHECKOUT_MESSAGES.deliveryDetails,
    }),
  })
  .meta({
    examples: [
      {
        cartItems: [
          { menuItemId: '9b2f6c1e-3d4a-4e5f-8a7b-1c2d3e4f5a6b', name: 'Margherita', quantity: '2' },
        ],
        restaurantId: '0b7c5d8e-4a1f-4c3e-9d2a-6f1e2d3c4b5a',
        deliveryDetails: {
          email: 'ann@example.com',
          name: 'Ann Lee',
          addressLine1: '1 High Street',
          city: 'London',
          country: 'United Kingdom',
        },
      },
    ],
  });

/** What the SPA sends: quantities may be text. */
export type CheckoutPayload = z.input<typeof checkoutPayloadSchema>;
/** What the server works with once checked. */
export type CheckoutRequest = z.output<typeof checkoutPayloadSchema>;

/** The answer of the checkout: the hosted payment page to send the browser to. */
export const checkoutResponseSchema = z
  .strictObject({ url: answerUrl() })
  .meta({ id: 'CheckoutResponse' });

export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** A choice as it was bought: its group's name and its own, and what it added, in cents. */
export const orderChoiceSchema = z.strictObject({
  _id: z.string(),
  group: z.string(),
  name: z.string(),
  price: z.int(),
});

export type OrderChoice = z.infer<typeof orderChoiceSchema>;

/** One line of an order, priced when it was placed. */
export const orderItemSchema = z.strictObject({
  menuItemId: z.string(),
  name: z.string(),
  quantity: z.int(),
  price: z.int().meta({
    description: 'The unit price when the order was placed, its choices included, in cents.',
  }),
  choices: z.array(orderChoiceSchema).meta({ description: 'None for a dish without options.' }),
  refunded: z.boolean().meta({ description: 'The kitchen cancelled this line and refunded it.' }),
});

export type OrderItem = z.infer<typeof orderItemSchema>;

/** The restaurant summary the customer's order list shows. */
export const orderRestaurantSchema = z.strictObject({
  _id: answerId(),
  restaurantName: z.string(),
  imageUrl: answerUrl(),
  estimatedDeliveryTime: z.int(),
});

export type OrderRestaurant = z.infer<typeof orderRestaurantSchema>;

/** An order as the API answers it; money in cents, times in ISO 8601. */
export const orderSchema = z
  .strictObject({
    _id: answerId(),
    status: z.enum(ORDER_STATES).meta({
      description:
        'One of the five statuses, or `cancelled` once the kitchen rejected or cancelled it.',
    }),
    createdAt: answerTime(),
    updatedAt: answerTime().meta({
      description: 'When the order last changed (its status, its payment): the newer copy wins.',
    }),
    totalAmount: z.int().meta({ description: 'Items and delivery, in cents.' }),
    // The answer repeats what was stored; the rules of deliveryDetailsSchema applied on the way in.
    deliveryDetails: z.strictObject({
      name: z.string(),
      addressLine1: z.string(),
      city: z.string(),
      country: z.string(),
      email: z.string(),
    }),
    cartItems: z.array(orderItemSchema),
    restaurant: orderRestaurantSchema,
    expectedAt: answerTime().meta({
      description:
        "When the order should reach the customer: the creation time plus the restaurant's " +
        "delivery time until the kitchen accepts it, then the kitchen's time.",
    }),
    acceptBy: answerTime()
      .nullable()
      .meta({
        description:
          'While a paid order waits for the kitchen: when it is rejected and refunded if nobody ' +
          'accepts it. Null otherwise.',
      }),
    cancellation: cancellationSchema.nullable(),
    refund: refundSchema.nullable().meta({ description: 'Null until something is refunded.' }),
  })
  .meta({ id: 'Order' });

export type Order = z.infer<typeof orderSchema>;

/** The most orders GET /api/order answers: the newest ones. */
export const MAX_CUSTOMER_ORDERS = 50;

/** The messages the owner's order routes answer with. */
export const ORDER_MESSAGES = {
  status: `must be one of ${ORDER_STATUSES.join(', ')}`,
  notFound: 'Order not found',
  notYours: 'This order belongs to another restaurant',
  removed: 'Order removed',
} as const;

/** PATCH /api/my/restaurant/order/{orderId}/status: any of the five statuses, in any order. */
export const updateOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: ORDER_MESSAGES.status }),
});

/** The answer of a removal. */
export const orderRemovedSchema = z.strictObject({ message: z.literal(ORDER_MESSAGES.removed) });

/** The {orderId} of an owner's order address. Any text: one that names no order is 404. */
export const orderParamsSchema = z.object({ orderId: z.string() });

export type UpdateOrderStatusPayload = z.infer<typeof updateOrderStatusSchema>;
