-- docs/orders-list.md#sorting: an outfitter's page sorted by number or total reads outfitter_orders'
-- index too, so the copies carry the order's number and total. Added empty, filled, then required.
ALTER TABLE "outfitter_orders" ADD COLUMN "number" integer;--> statement-breakpoint
ALTER TABLE "outfitter_orders" ADD COLUMN "total_minor" bigint;--> statement-breakpoint
UPDATE "outfitter_orders" oo SET "number" = o.number, "total_minor" = o.total_minor
  FROM orders o WHERE o.id = oo.order_id;--> statement-breakpoint
ALTER TABLE "outfitter_orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outfitter_orders" ALTER COLUMN "total_minor" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "outfitter_orders_number_idx" ON "outfitter_orders" USING btree ("outfitter_id","number");--> statement-breakpoint
CREATE INDEX "outfitter_orders_total_created_idx" ON "outfitter_orders" USING btree ("outfitter_id","total_minor","created_at" DESC NULLS FIRST,"order_id" DESC NULLS FIRST);--> statement-breakpoint
-- The triggers of outfitter_orders_triggers, now copying number and total as well.
CREATE OR REPLACE FUNCTION outfitter_orders_orders_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outfitter_orders (outfitter_id, client_id, order_id, status, created_at, number, total_minor)
    SELECT co.outfitter_id, o.client_id, o.id, o.status, o.created_at, o.number, o.total_minor
    FROM added_orders o JOIN client_outfitters co ON co.client_id = o.client_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only a change of a copied column touches the copies; editing a line's notes does not.
CREATE OR REPLACE FUNCTION outfitter_orders_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM outfitter_orders oo
    USING old_orders o JOIN new_orders n ON n.id = o.id
    WHERE oo.order_id = o.id
      AND (o.client_id, o.status, o.created_at, o.number, o.total_minor)
        IS DISTINCT FROM (n.client_id, n.status, n.created_at, n.number, n.total_minor);
  INSERT INTO outfitter_orders (outfitter_id, client_id, order_id, status, created_at, number, total_minor)
    SELECT co.outfitter_id, n.client_id, n.id, n.status, n.created_at, n.number, n.total_minor
    FROM new_orders n
      JOIN old_orders o ON o.id = n.id
      JOIN client_outfitters co ON co.client_id = n.client_id
    WHERE (o.client_id, o.status, o.created_at, o.number, o.total_minor)
      IS DISTINCT FROM (n.client_id, n.status, n.created_at, n.number, n.total_minor);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION outfitter_orders_links_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outfitter_orders (outfitter_id, client_id, order_id, status, created_at, number, total_minor)
    SELECT l.outfitter_id, o.client_id, o.id, o.status, o.created_at, o.number, o.total_minor
    FROM added_links l JOIN orders o ON o.client_id = l.client_id;
  RETURN NULL;
END $$;
