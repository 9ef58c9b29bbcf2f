import { relations, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    ...timestamps,
  },
  (table) => [
    check('restaurants_delivery_price_check', sql`${table.deliveryPrice} >= 0`),
    check('restaurants_estimated_delivery_time_check', sql`${table.estimatedDeliveryTime} >= 1`),
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
  },
  (table) => [
    index('menu_items_restaurant_id_position_idx').on(table.restaurantId, table.position),
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
