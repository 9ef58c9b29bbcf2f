CREATE INDEX "restaurants_city_delivery_price_idx" ON "restaurants" USING btree (lower("city"),"delivery_price","id");--> statement-breakpoint
CREATE INDEX "restaurants_city_delivery_time_idx" ON "restaurants" USING btree (lower("city"),"estimated_delivery_time","id");--> statement-breakpoint
CREATE INDEX "restaurants_city_updated_at_idx" ON "restaurants" USING btree (lower("city"),"updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "restaurants_cuisines_idx" ON "restaurants" USING gin ("cuisines");--> statement-breakpoint
CREATE INDEX "restaurants_name_trgm_idx" ON "restaurants" USING gin ("restaurant_name" gin_trgm_ops);