-- docs/dashboards.md#rollups: orders of each outfitter's linked clients by UTC month, kept by the
-- orders' rollup trigger and by a trigger on the links, so a link made after the orders counts them.
CREATE FUNCTION outfitter_month_add(p_client uuid, p_month date, p_orders integer)
    RETURNS void LANGUAGE sql AS $$
  INSERT INTO outfitter_month_rollups AS r (outfitter_id, month, orders)
  SELECT co.outfitter_id, p_month, p_orders FROM client_outfitters co WHERE co.client_id = p_client
  ON CONFLICT (month, outfitter_id) DO UPDATE SET orders = r.orders + excluded.orders;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_rollup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM order_rollup_add(OLD.client_id, (OLD.created_at AT TIME ZONE 'UTC')::date, OLD.status,
      OLD.currency, -1, -OLD.total_minor, -OLD.deposit_minor);
    PERFORM outfitter_month_add(OLD.client_id,
      date_trunc('month', OLD.created_at AT TIME ZONE 'UTC')::date, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM order_rollup_add(NEW.client_id, (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.status,
      NEW.currency, 1, NEW.total_minor, NEW.deposit_minor);
    PERFORM outfitter_month_add(NEW.client_id,
      date_trunc('month', NEW.created_at AT TIME ZONE 'UTC')::date, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A link added or removed adds or takes away that client's orders, month by month.
CREATE FUNCTION client_outfitters_rollup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO outfitter_month_rollups AS r (outfitter_id, month, orders)
    SELECT OLD.outfitter_id, date_trunc('month', day)::date, -sum(orders)
    FROM order_rollups WHERE client_id = OLD.client_id GROUP BY 2
    ON CONFLICT (month, outfitter_id) DO UPDATE SET orders = r.orders + excluded.orders;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO outfitter_month_rollups AS r (outfitter_id, month, orders)
    SELECT NEW.outfitter_id, date_trunc('month', day)::date, sum(orders)
    FROM order_rollups WHERE client_id = NEW.client_id GROUP BY 2
    ON CONFLICT (month, outfitter_id) DO UPDATE SET orders = r.orders + excluded.orders;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER client_outfitters_rollup AFTER INSERT OR DELETE OR UPDATE
  ON client_outfitters FOR EACH ROW EXECUTE FUNCTION client_outfitters_rollup_trigger();--> statement-breakpoint
CREATE FUNCTION rebuild_outfitter_month_rollups() RETURNS void LANGUAGE sql AS $$
  DELETE FROM outfitter_month_rollups;
  INSERT INTO outfitter_month_rollups (outfitter_id, month, orders)
  SELECT co.outfitter_id, date_trunc('month', o.created_at AT TIME ZONE 'UTC')::date, count(*)
  FROM orders o JOIN client_outfitters co ON co.client_id = o.client_id
  GROUP BY 1, 2;
$$;--> statement-breakpoint
SELECT rebuild_outfitter_month_rollups();
