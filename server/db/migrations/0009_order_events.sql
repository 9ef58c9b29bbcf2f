-- Every write to an order tells listening API processes which order changed, inside the writing
-- transaction: the notification goes out on commit, and never for a rolled-back write. Ids only;
-- each process reads the order itself (server/api/orders/events).
CREATE FUNCTION "notify_order_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed "orders";
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := OLD;
  ELSE
    changed := NEW;
  END IF;
  PERFORM pg_notify('order_events', json_build_object(
    'orderId', changed."id",
    'userId', changed."user_id",
    'restaurantId', changed."restaurant_id"
  )::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_notify_change"
  AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_change"();
