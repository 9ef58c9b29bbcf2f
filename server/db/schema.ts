import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
