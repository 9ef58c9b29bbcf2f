-- Restaurant images in the database, so that every API process serves every image (docs/scaling.md,
-- docs/decisions.md). One row per rendition, keyed as the image store names it
-- (`<image key>-<width>.<format>`). The bytes are already compressed (AVIF, WebP): stored out of
-- line without another compression attempt.
CREATE TABLE "restaurant_images" (
  "key" text PRIMARY KEY NOT NULL,
  "content_type" text NOT NULL,
  "data" bytea NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurant_images" ALTER COLUMN "data" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- A restaurant saved (its city set), added or removed tells every listening API process to read
-- its city list again (server/api/search/city-directory.ts). Sent on commit, never for a
-- rolled-back write; no payload: the list is read whole.
CREATE FUNCTION "notify_restaurant_cities"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('restaurant_cities', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "restaurants_notify_cities"
  AFTER INSERT OR DELETE OR UPDATE OF "city" ON "restaurants"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_restaurant_cities"();
