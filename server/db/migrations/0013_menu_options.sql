-- A menu as restaurants write it (docs/decisions.md, "Menu options"): a description, dietary
-- tags, allergens and option groups per dish; each order line keeps the choices it was bought with.
ALTER TABLE "menu_items" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "dietary" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "allergens" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "option_groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "choices" jsonb DEFAULT '[]'::jsonb NOT NULL;