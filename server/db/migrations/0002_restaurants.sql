CREATE TABLE "menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_items_price_check" CHECK ("menu_items"."price" >= 1)
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"restaurant_name" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"delivery_price" integer NOT NULL,
	"estimated_delivery_time" integer NOT NULL,
	"cuisines" text[] NOT NULL,
	"image_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_owner_id_unique" UNIQUE("owner_id"),
	CONSTRAINT "restaurants_delivery_price_check" CHECK ("restaurants"."delivery_price" >= 0),
	CONSTRAINT "restaurants_estimated_delivery_time_check" CHECK ("restaurants"."estimated_delivery_time" >= 1)
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_items_restaurant_id_position_idx" ON "menu_items" USING btree ("restaurant_id","position");