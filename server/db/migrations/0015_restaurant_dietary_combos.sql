-- Search's dietary filter (docs/performance.md, "The dietary filter") reads the restaurant's row
-- instead of probing its menu: dietary_combos holds a key for every combination of tags that one
-- dish on sale carries, so "a dish with all the chosen tags" is one key looked up in a GIN index
-- that starts with the city. A trigger on menu_items keeps it, so every writer keeps it right.
ALTER TABLE "restaurants" ADD COLUMN "dietary_combos" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- A dish's keys: each non-empty subset of its tags, sorted (byte order, as JavaScript sorts) and
-- joined by '+'. Vegan food is vegetarian too, whether or not its owner ticked both. Only the tags
-- of contract/dietary.ts count, which bounds a dish at 31 keys; a new tag needs a new migration.
CREATE FUNCTION "dish_dietary_combos"(tags text[]) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  sorted text[] := array(
    SELECT DISTINCT tag COLLATE "C"
    FROM unnest(CASE WHEN 'vegan' = ANY(tags) THEN tags || '{vegetarian}'::text[] ELSE tags END) tag
    WHERE tag IN ('vegetarian', 'vegan', 'glutenFree', 'halal', 'spicy')
    ORDER BY 1
  );
  keys text[] := '{}';
  key text;
BEGIN
  -- Loops rather than a query over generate_series, whose unknown sizes the planner guessed so
  -- high that PostgreSQL compiled every call (JIT), 50 ms or more each.
  FOR mask IN 1 .. (1 << cardinality(sorted)) - 1 LOOP
    key := NULL;
    FOR i IN 1 .. cardinality(sorted) LOOP
      IF mask & (1 << (i - 1)) <> 0 THEN
        key := concat_ws('+', key, sorted[i]);
      END IF;
    END LOOP;
    keys := keys || key;
  END LOOP;
  RETURN keys;
END;
$$;--> statement-breakpoint
-- A restaurant's keys: those of its dishes on sale. Dishes mostly share a few tag sets, so each
-- distinct set is expanded once.
CREATE FUNCTION "restaurant_dietary_combos"(restaurant uuid) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT key ORDER BY key), '{}')
  FROM (
    SELECT DISTINCT dietary FROM menu_items WHERE restaurant_id = restaurant AND available
  ) dishes,
  unnest(dish_dietary_combos(dishes.dietary)) key
$$;--> statement-breakpoint
-- Statement-level, so a bulk load refreshes each restaurant once rather than once per dish. Only
-- rows that carry keys before or after the change matter: a dish without tags, or one sold out
-- before and after, changes nothing. The restaurants are locked (in id order) before their
-- menus are read, so that a menu change committed meanwhile by another transaction is seen.
CREATE FUNCTION "menu_items_refresh_dietary_combos"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT restaurant_id) INTO changed
    FROM new_items WHERE available AND dietary <> '{}';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT restaurant_id) INTO changed
    FROM old_items WHERE available AND dietary <> '{}';
  ELSE
    SELECT array_agg(DISTINCT restaurant_id) INTO changed
    FROM (
      (SELECT id, restaurant_id, available, dietary FROM old_items
       EXCEPT SELECT id, restaurant_id, available, dietary FROM new_items)
      UNION ALL
      (SELECT id, restaurant_id, available, dietary FROM new_items
       EXCEPT SELECT id, restaurant_id, available, dietary FROM old_items)
    ) moved
    WHERE available AND dietary <> '{}';
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM restaurants WHERE id = ANY(changed) ORDER BY id FOR NO KEY UPDATE;
  -- Materialized, so that each restaurant's keys are worked out once, not in WHERE and again in SET.
  WITH fresh AS MATERIALIZED (
    SELECT id, restaurant_dietary_combos(id) AS combos FROM unnest(changed) id
  )
  UPDATE restaurants r SET dietary_combos = fresh.combos
  FROM fresh
  WHERE r.id = fresh.id AND r.dietary_combos IS DISTINCT FROM fresh.combos;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Transition tables allow one event per trigger, and no column list on UPDATE.
CREATE TRIGGER "menu_items_dietary_combos_insert" AFTER INSERT ON "menu_items"
REFERENCING NEW TABLE AS new_items
FOR EACH STATEMENT EXECUTE FUNCTION menu_items_refresh_dietary_combos();--> statement-breakpoint
CREATE TRIGGER "menu_items_dietary_combos_update" AFTER UPDATE ON "menu_items"
REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
FOR EACH STATEMENT EXECUTE FUNCTION menu_items_refresh_dietary_combos();--> statement-breakpoint
CREATE TRIGGER "menu_items_dietary_combos_delete" AFTER DELETE ON "menu_items"
REFERENCING OLD TABLE AS old_items
FOR EACH STATEMENT EXECUTE FUNCTION menu_items_refresh_dietary_combos();--> statement-breakpoint
UPDATE "restaurants" SET "dietary_combos" = restaurant_dietary_combos("id")
WHERE EXISTS (
  SELECT 1 FROM "menu_items" m
  WHERE m."restaurant_id" = "restaurants"."id" AND m."available" AND m."dietary" <> '{}'
);--> statement-breakpoint
CREATE INDEX "restaurants_city_dietary_combos_idx" ON "restaurants" USING gin (lower("city"),"dietary_combos");
