-- Cities in lower case with their spelling beside them: resolving the city of a search and
-- counting a city's restaurants are index-only scans (drizzle's index builder has no INCLUDE).
CREATE INDEX "restaurants_city_idx" ON "restaurants" USING btree (lower("city")) INCLUDE ("city");
