-- The polled order lists answer 304 from their version (server/api/orders/list-version.ts): the
-- count, latest change and sum of change times of the listed orders, read from these indexes
-- alone. The customer's carries the restaurant of each order, whose own changes show in the list.
CREATE INDEX "orders_paid_user_id_updated_at_idx" ON "orders" USING btree ("user_id","updated_at","restaurant_id") WHERE "orders"."amount_paid" is not null;--> statement-breakpoint
CREATE INDEX "orders_listed_restaurant_id_updated_at_idx" ON "orders" USING btree ("restaurant_id","updated_at") WHERE "orders"."amount_paid" is not null and "orders"."archived_by_owner_at" is null;
