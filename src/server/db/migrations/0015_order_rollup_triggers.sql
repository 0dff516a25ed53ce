-- docs/dashboards.md#rollups: the dashboards' sums, kept by triggers in the transaction of every
-- order write. Each change counts under its client and under the all-clients id (zero uuid).
-- Days are UTC days, like the orders list's created-between filter.
CREATE FUNCTION order_rollup_add(p_client uuid, p_day date, p_status text, p_currency text,
    p_orders integer, p_total bigint, p_deposit bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_rollups AS r (client_id, day, status, currency, orders, total_minor, deposit_minor)
  VALUES (p_client, p_day, p_status, p_currency, p_orders, p_total, p_deposit),
    ('00000000-0000-0000-0000-000000000000', p_day, p_status, p_currency, p_orders, p_total, p_deposit)
  ON CONFLICT (client_id, day, status, currency) DO UPDATE SET
    orders = r.orders + excluded.orders,
    total_minor = r.total_minor + excluded.total_minor,
    deposit_minor = r.deposit_minor + excluded.deposit_minor;
$$;--> statement-breakpoint
CREATE FUNCTION orders_rollup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM order_rollup_add(OLD.client_id, (OLD.created_at AT TIME ZONE 'UTC')::date, OLD.status,
      OLD.currency, -1, -OLD.total_minor, -OLD.deposit_minor);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM order_rollup_add(NEW.client_id, (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.status,
      NEW.currency, 1, NEW.total_minor, NEW.deposit_minor);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_rollup AFTER INSERT OR DELETE
  OR UPDATE OF client_id, created_at, status, currency, total_minor, deposit_minor
  ON orders FOR EACH ROW EXECUTE FUNCTION orders_rollup_trigger();--> statement-breakpoint
-- A decision is a move from Quoted to Accepted or Declined; time to accept runs from the order's
-- last move to Quoted before it. p_change picks one change; null takes all of the order's.
CREATE FUNCTION quote_decisions_add(p_order uuid, p_client uuid, p_change uuid, p_sign integer)
    RETURNS void LANGUAGE sql AS $$
  INSERT INTO quote_decision_rollups AS r (client_id, day, accepted, declined, accept_seconds)
  SELECT c.client_id, d.day, p_sign * d.accepted, p_sign * d.declined, p_sign * d.seconds
  FROM (
    SELECT (sc.at AT TIME ZONE 'UTC')::date AS day,
      count(*) FILTER (WHERE sc.to_status = 'accepted')::integer AS accepted,
      count(*) FILTER (WHERE sc.to_status = 'declined')::integer AS declined,
      coalesce(sum(extract(epoch FROM sc.at - (
        SELECT max(q.at) FROM order_status_changes q
        WHERE q.order_id = sc.order_id AND q.to_status = 'quoted' AND q.at <= sc.at
      ))::bigint) FILTER (WHERE sc.to_status = 'accepted'), 0) AS seconds
    FROM order_status_changes sc
    WHERE sc.order_id = p_order AND sc.from_status = 'quoted'
      AND sc.to_status IN ('accepted', 'declined') AND (p_change IS NULL OR sc.id = p_change)
    GROUP BY 1
  ) d
  CROSS JOIN (VALUES (p_client), ('00000000-0000-0000-0000-000000000000'::uuid)) c(client_id)
  ON CONFLICT (client_id, day) DO UPDATE SET
    accepted = r.accepted + excluded.accepted,
    declined = r.declined + excluded.declined,
    accept_seconds = r.accept_seconds + excluded.accept_seconds;
$$;--> statement-breakpoint
CREATE FUNCTION order_status_changes_rollup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.from_status = 'quoted' AND NEW.to_status IN ('accepted', 'declined') THEN
    PERFORM quote_decisions_add(NEW.order_id,
      (SELECT client_id FROM orders WHERE id = NEW.order_id), NEW.id, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER order_status_changes_rollup AFTER INSERT ON order_status_changes
  FOR EACH ROW EXECUTE FUNCTION order_status_changes_rollup_trigger();--> statement-breakpoint
-- Before the delete: its history is still there to subtract (the cascade removes it after).
-- A move to another client moves its decisions along.
CREATE FUNCTION orders_decisions_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM quote_decisions_add(OLD.id, OLD.client_id, NULL, -1);
    RETURN OLD;
  END IF;
  IF NEW.client_id IS DISTINCT FROM OLD.client_id THEN
    PERFORM quote_decisions_add(OLD.id, OLD.client_id, NULL, -1);
    PERFORM quote_decisions_add(NEW.id, NEW.client_id, NULL, 1);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_decisions BEFORE DELETE OR UPDATE OF client_id
  ON orders FOR EACH ROW EXECUTE FUNCTION orders_decisions_trigger();--> statement-breakpoint
-- Recounts both tables from the orders and their history in a few set-based statements: the
-- backfill below, and bulk loads that run with the triggers off (bench/orders-list's seeding).
CREATE FUNCTION rebuild_order_rollups() RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_rollups;
  DELETE FROM quote_decision_rollups;
  INSERT INTO order_rollups (client_id, day, status, currency, orders, total_minor, deposit_minor)
  SELECT coalesce(client_id, '00000000-0000-0000-0000-000000000000'), day, status, currency,
    count(*), sum(total_minor), sum(deposit_minor)
  FROM (SELECT client_id, (created_at AT TIME ZONE 'UTC')::date AS day, status, currency,
      total_minor, deposit_minor FROM orders) o
  GROUP BY GROUPING SETS ((client_id, day, status, currency), (day, status, currency));
  INSERT INTO quote_decision_rollups (client_id, day, accepted, declined, accept_seconds)
  SELECT coalesce(client_id, '00000000-0000-0000-0000-000000000000'), day,
    count(*) FILTER (WHERE to_status = 'accepted'), count(*) FILTER (WHERE to_status = 'declined'),
    coalesce(sum(seconds) FILTER (WHERE to_status = 'accepted'), 0)
  FROM (
    SELECT o.client_id, (sc.at AT TIME ZONE 'UTC')::date AS day, sc.to_status,
      extract(epoch FROM sc.at - (
        SELECT max(q.at) FROM order_status_changes q
        WHERE q.order_id = sc.order_id AND q.to_status = 'quoted' AND q.at <= sc.at
      ))::bigint AS seconds
    FROM order_status_changes sc JOIN orders o ON o.id = sc.order_id
    WHERE sc.from_status = 'quoted' AND sc.to_status IN ('accepted', 'declined')
  ) d
  GROUP BY GROUPING SETS ((client_id, day), (day));
$$;--> statement-breakpoint
SELECT rebuild_order_rollups();
