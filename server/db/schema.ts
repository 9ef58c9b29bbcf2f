import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE, type OpeningRange } from '@contract/opening-hours';
import { ORDER_STATES, type OrderState } from '@contract/order-status';
import {
  DEFAULT_ACCEPT_WINDOW_MINUTES,
  MAX_ACCEPT_WINDOW_MINUTES,
  MIN_ACCEPT_WINDOW_MINUTES,
  type CancellationReason,
  type RefundStatus,
} from '@contract/kitchen-limits';
import type { Allergen, DietaryTag, OptionGroup } from '@contract/menu-options';
import type { OrderChoice } from '@contract/order';
import type { PushMessage } from '@contract/push';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A signed-in person; `auth0Id` is the identity token's `sub`. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  auth0Id: text('auth0_id').notNull().unique(),
  email: text('email').notNull(),
  name: text('name').notNull().default(''),
  addressLine1: text('address_line1').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull().default(''),
  ...timestamps,
});

/** One per owner. Money in integer cents, times in whole minutes. */
export const restaurants = pgTable(
  'restaurants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantName: text('restaurant_name').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    deliveryPrice: integer('delivery_price').notNull(),
    estimatedDeliveryTime: integer('estimated_delivery_time').notNull(),
    cuisines: text('cuisines').array().notNull(),
    /** Names the stored image variants; a new upload gets a new key. */
    imageKey: text('image_key').notNull(),
    /** The IANA time zone the opening hours are read in. */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    /** The week's opening ranges; none means always open. */
    openingHours: jsonb('opening_hours').$type<OpeningRange[]>().notNull().default([]),
    /** When the owner paused new orders, and for how long (null minutes: until resumed). */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pauseMinutes: integer('pause_minutes'),
    /** Busy mode: minutes added to the delivery time until `busyUntil`. */
    busyMinutes: integer('busy_minutes'),
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    /** How long a paid order waits for the kitchen before it is rejected and refunded. */
    acceptWindowMinutes: integer('accept_window_minutes')
      .notNull()
      .default(DEFAULT_ACCEPT_WINDOW_MINUTES),
    /**
     * For search's dietary filter: every combination of tags that one dish on sale carries, the
     * tags sorted and joined by '+' (a dish tagged vegan and glutenFree gives 'glutenFree',
     * 'vegan', 'vegetarian', 'glutenFree+vegan' … 'glutenFree+vegan+vegetarian'). Kept by a
     * trigger on menu_items (migration 0015), never written by the API.
     */
    dietaryCombos: text('dietary_combos')
      .array()
      .notNull()
      .default(sql`'{}'`),
    ...timestamps,
  },
  (table) => [
    // Search (docs/performance.md): one ordered index per sort within a city, ties by id, and
    // GIN indexes for the cuisine and dietary filters and the name text. Orders match ORDER BY
    // exactly.
    index('restaurants_city_delivery_price_idx').on(
      sql`lower(${table.city})`,
      table.deliveryPrice.asc().nullsLast(),
      table.id.asc().nullsLast(),
    ),
    index('restaurants_city_delivery_time_idx').on(
      sql`lower(${table.city})`,
      table.estimatedDeliveryTime.asc().nullsLast(),
      table.id.asc().nullsLast(),
    ),
    index('restaurants_city_updated_at_idx').on(
      sql`lower(${table.city})`,
      table.updatedAt.desc().nullsFirst(),
      table.id.asc().nullsLast(),
    ),
    // City first in the GIN indexes too (btree_gin), so text, cuisines and dietary tags are matched
    // in a city.
    index('restaurants_city_cuisines_idx').using('gin', sql`lower(${table.city})`, table.cuisines),
    index('restaurants_city_name_trgm_idx').using(
      'gin',
      sql`lower(${table.city})`,
      table.restaurantName.op('gin_trgm_ops'),
    ),
    index('restaurants_city_dietary_combos_idx').using(
      'gin',
      sql`lower(${table.city})`,
      table.dietaryCombos,
    ),
    check('restaurants_delivery_price_check', sql`${table.deliveryPrice} >= 0`),
    check('restaurants_estimated_delivery_time_check', sql`${table.estimatedDeliveryTime} >= 1`),
    check(
      'restaurants_accept_window_minutes_check',
      sql`${table.acceptWindowMinutes} between ${sql.raw(String(MIN_ACCEPT_WINDOW_MINUTES))} and ${sql.raw(String(MAX_ACCEPT_WINDOW_MINUTES))}`,
    ),
  ],
);

/** A restaurant's menu; ids stay stable across edits because carts and orders refer to them. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    position: integer('position').notNull(),
    /** False while sold out: shown, but not orderable. */
    available: boolean('available').notNull().default(true),
    /** Empty when the owner gave none. */
    description: text('description').notNull().default(''),
    dietary: text('dietary')
      .array()
      .$type<DietaryTag[]>()
      .notNull()
      .default(sql`'{}'`),
    allergens: text('allergens')
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'`),
    /**
     * The dish's option groups with their choices, always read and written with it. Ids inside
     * stay stable across saves, as the items' ids do.
     */
    optionGroups: jsonb('option_groups').$type<OptionGroup[]>().notNull().default([]),
  },
  (table) => [
    index('menu_items_restaurant_id_position_idx').on(table.restaurantId, table.position),
    // The trigger that keeps restaurants.dietary_combos (migration 0015) reads a menu's tags on
    // sale from this index alone.
    index('menu_items_restaurant_id_dietary_idx').on(
      table.restaurantId,
      table.available,
      table.dietary,
    ),
    check('menu_items_price_check', sql`${table.price} >= 1`),
  ],
);

export const restaurantsRelations = relations(restaurants, ({ many }) => ({
  menuItems: many(menuItems),
}));

export const menuItemsRelations = relations(menuItems, ({ one }) => ({
  restaurant: one(restaurants, {
    fields: [menuItems.restaurantId],
    references: [restaurants.id],
  }),
}));

const orderStatusList = sql.raw(ORDER_STATES.map((status) => `'${status}'`).join(', '));

/**
 * A customer's order at one restaurant. Money in integer cents: `totalAmount` is what the menu
 * said when it was placed (delivery included), `amountPaid` what the payment provider reported.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    restaurantId: uuid('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    status: text('status').$type<OrderState>().notNull().default('placed'),
    deliveryName: text('delivery_name').notNull(),
    deliveryAddressLine1: text('delivery_address_line1').notNull(),
    deliveryCity: text('delivery_city').notNull(),
    deliveryCountry: text('delivery_country').notNull(),
    deliveryEmail: text('delivery_email').notNull(),
    totalAmount: integer('total_amount').notNull(),
    amountPaid: integer('amount_paid'),
    paymentSessionId: text('payment_session_id').unique(),
    /** The provider's payment of the order, which refunds are made against. */
    paymentIntentId: text('payment_intent_id'),
    /**
     * While a paid order waits for the kitchen: when the server rejects and refunds it if nobody
     * accepts it (set with the payment, cleared by any answer).
     */
    acceptBy: timestamp('accept_by', { withTimezone: true }),
    /** The kitchen's time for the order; null until accepted (the restaurant's usual time then). */
    expectedAt: timestamp('expected_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').$type<CancellationReason>(),
    cancelNote: text('cancel_note'),
    cancelledBy: text('cancelled_by').$type<'restaurant' | 'system'>(),
    /** Set when the owner removes the order from their list; the record itself stays. */
    archivedByOwnerAt: timestamp('archived_by_owner_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('orders_user_id_created_at_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('orders_restaurant_id_created_at_idx').on(
      table.restaurantId,
      table.createdAt.desc().nullsFirst(),
    ),
    // Insights (docs/performance.md): the paid orders of a restaurant over a period, with what
    // the aggregates read, so totals, days and hours are index-only scans.
    index('orders_paid_restaurant_id_created_at_idx')
      .on(table.restaurantId, table.createdAt, table.amountPaid, table.id)
      .where(sql`${table.amountPaid} is not null`),
    // The polled lists' versions (server/api/orders/list-version.ts), read from these alone.
    index('orders_paid_user_id_updated_at_idx')
      .on(table.userId, table.updatedAt, table.restaurantId)
      .where(sql`${table.amountPaid} is not null`),
    index('orders_listed_restaurant_id_updated_at_idx')
      .on(table.restaurantId, table.updatedAt)
      .where(sql`${table.amountPaid} is not null and ${table.archivedByOwnerAt} is null`),
    check('orders_status_check', sql`${table.status} in (${orderStatusList})`),
    check('orders_total_amount_check', sql`${table.totalAmount} >= 0`),
    check('orders_amount_paid_check', sql`${table.amountPaid} >= 0`),
    // The unanswered orders' sweep (server/api/orders/kitchen) reads only these.
    index('orders_accept_by_idx')
      .on(table.acceptBy)
      .where(sql`${table.acceptBy} is not null and ${table.status} = 'paid'`),
  ],
);

/**
 * A refund of (part of) an order's payment. Its id is the provider's idempotency key, so a retry
 * never refunds twice; the lines it refunds point at it.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    /** The provider's refund, once it has answered. */
    providerRefundId: text('provider_refund_id').unique(),
    attempts: integer('attempts').notNull().default(0),
    /** When a refund not yet made (or failed) is tried again. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('order_refunds_order_id_idx').on(table.orderId),
    index('order_refunds_retry_at_idx')
      .on(table.retryAt)
      .where(sql`${table.retryAt} is not null`),
    check('order_refunds_amount_check', sql`${table.amount} > 0`),
    check('order_refunds_status_check', sql`${table.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/**
 * The lines of an order as they were sold. `menuItemId` has no foreign key on purpose: menus
 * change after the order, the order does not.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    menuItemId: uuid('menu_item_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** The dish's price with its choices, as it was bought. */
    unitPrice: integer('unit_price').notNull(),
    position: integer('position').notNull(),
    /** The choices as they were bought (names and prices): a later menu edit never changes them. */
    choices: jsonb('choices').$type<OrderChoice[]>().notNull().default([]),
    /** The refund that gave this line's money back, when the kitchen cancelled it. */
    refundId: uuid('refund_id').references(() => orderRefunds.id),
  },
  (table) => [
    index('order_items_order_id_position_idx').on(table.orderId, table.position),
    // Insights: what the best sellers and the CSV read of a line, so the lines of a period's
    // orders are index-only probes rather than a read of the whole table.
    index('order_items_order_id_sales_idx').on(
      table.orderId,
      table.position,
      table.menuItemId,
      table.quantity,
      table.unitPrice,
      table.name,
    ),
    check('order_items_quantity_check', sql`${table.quantity} between 1 and 99`),
    check('order_items_unit_price_check', sql`${table.unitPrice} >= 0`),
  ],
);

export const ordersRelations = relations(orders, ({ one, many }) => ({
  items: many(orderItems),
  restaurant: one(restaurants, { fields: [orders.restaurantId], references: [restaurants.id] }),
  user: one(users, { fields: [orders.userId], references: [users.id] }),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
}));

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array over the same bytes.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * One rendition of a restaurant image, keyed `<image key>-<width>.<format>` (server/images); in
 * the database so that every API process can serve it.
 */
export const restaurantImages = pgTable('restaurant_images', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A device that receives web push: one browser's subscription, for its user, for one purpose or
 * both. The endpoint is unique: a browser signed in to another account moves it there.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The owner's alerts: new paid orders of their restaurant, and their answers. */
    ownerAlerts: boolean('owner_alerts').notNull().default(false),
    /** The customer's updates: each status change of their orders. */
    orderUpdates: boolean('order_updates').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    // A user's devices, the one renewed longest ago first (PUSH_LIMITS.perUser keeps the rest).
    index('push_subscriptions_user_id_updated_at_idx').on(table.userId, table.updatedAt),
  ],
);

/**
 * What is to be pushed, written by the orders trigger inside the writing transaction (migration
 * 0017): each event once, whichever process wrote it, and never for a rolled-back write. A
 * sender claims rows by deleting them (server/api/push/push-outbox.ts).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<PushMessage['kind']>().notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The status the order reached, for 'order-status': a later change is an event of its own. */
    status: text('status').$type<OrderState>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'push_outbox_kind_check',
      sql`${table.kind} in ('new-order', 'order-answered', 'order-status')`,
    ),
  ],
);
