DROP INDEX "restaurants_cuisines_idx";--> statement-breakpoint
DROP INDEX "restaurants_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "restaurants_city_cuisines_idx" ON "restaurants" USING gin (lower("city"),"cuisines");--> statement-breakpoint
CREATE INDEX "restaurants_city_name_trgm_idx" ON "restaurants" USING gin (lower("city"),"restaurant_name" gin_trgm_ops);