-- Web push (docs/decisions.md, "Web push"): the devices that receive it, per user and purpose, and
-- the outbox of what is to be pushed, which the orders trigger below fills.
CREATE TABLE "push_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_outbox_kind_check" CHECK ("push_outbox"."kind" in ('new-order', 'order-answered', 'order-status'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"owner_alerts" boolean DEFAULT false NOT NULL,
	"order_updates" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_updated_at_idx" ON "push_subscriptions" USING btree ("user_id","updated_at");--> statement-breakpoint
-- Every order event that is pushed is recorded inside the writing transaction, once, whichever
-- API process wrote it, and never for a rolled-back write: a paid order is new to its owner; a
-- paid order leaving 'paid' was answered (accepted, rejected, cancelled, rejected unanswered, or
-- moved on by the status dropdown); any status change of a paid order is news to its customer.
-- The payment itself is not: the customer is looking at the order then. The notification wakes
-- the senders of every API process (server/api/push); once per transaction, however many rows.
CREATE FUNCTION "record_order_push"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."amount_paid" IS NULL AND NEW."amount_paid" IS NOT NULL THEN
    INSERT INTO "push_outbox" ("kind", "order_id") VALUES ('new-order', NEW."id");
  ELSIF OLD."amount_paid" IS NOT NULL AND OLD."status" IS DISTINCT FROM NEW."status" THEN
    IF OLD."status" = 'paid' THEN
      INSERT INTO "push_outbox" ("kind", "order_id") VALUES ('order-answered', NEW."id");
    END IF;
    INSERT INTO "push_outbox" ("kind", "order_id", "status")
      VALUES ('order-status', NEW."id", NEW."status");
  ELSE
    RETURN NULL;
  END IF;
  PERFORM pg_notify('push_outbox', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_record_push"
  AFTER UPDATE OF "amount_paid", "status" ON "orders"
  FOR EACH ROW
  WHEN (OLD."amount_paid" IS DISTINCT FROM NEW."amount_paid"
    OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "record_order_push"();
