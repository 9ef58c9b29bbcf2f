-- The kitchen says yes or no (docs/decisions.md, "The kitchen says yes or no"): an order waits
-- for acceptance until accept_by, takes the kitchen's time (expected_at), may be cancelled with a
-- reason, and is refunded in one or more refunds, each line at most once; busy mode and the
-- acceptance window are the restaurant's.
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount" > 0),
	CONSTRAINT "order_refunds_status_check" CHECK ("order_refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accept_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_minutes" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "accept_window_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_id_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_retry_at_idx" ON "order_refunds" USING btree ("retry_at") WHERE "order_refunds"."retry_at" is not null;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_accept_by_idx" ON "orders" USING btree ("accept_by") WHERE "orders"."accept_by" is not null and "orders"."status" = 'paid';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('placed', 'paid', 'inProgress', 'outForDelivery', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_accept_window_minutes_check" CHECK ("restaurants"."accept_window_minutes" between 3 and 30);