-- Search's dietary filter (docs/performance.md, "Search at 100,000 restaurants"): for each
-- restaurant of the city, is there a dish on sale that carries the chosen tags? An index-only
-- probe per restaurant, so the cost follows the city's size rather than every menu's.
CREATE INDEX "menu_items_restaurant_id_dietary_idx" ON "menu_items" USING btree ("restaurant_id","available","dietary");
