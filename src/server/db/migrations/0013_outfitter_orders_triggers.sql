-- docs/orders-list.md#the-outfitter-index: outfitter_orders holds (outfitter, order) for every order
-- of a client linked to the outfitter now. These statement-level triggers keep it so in the same
-- statement as the change, set-based (a bulk insert of orders or links is one insert here).
CREATE FUNCTION outfitter_orders_orders_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outfitter_orders (outfitter_id, client_id, order_id, status, created_at)
    SELECT co.outfitter_id, o.client_id, o.id, o.status, o.created_at
    FROM added_orders o JOIN client_outfitters co ON co.client_id = o.client_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER outfitter_orders_orders_added AFTER INSERT ON orders
  REFERENCING NEW TABLE AS added_orders
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_orders_orders_added();
--> statement-breakpoint
-- Only a change of client, status or creation time touches the copies; editing lines does not.
CREATE FUNCTION outfitter_orders_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM outfitter_orders oo
    USING old_orders o JOIN new_orders n ON n.id = o.id
    WHERE oo.order_id = o.id
      AND (o.client_id, o.status, o.created_at) IS DISTINCT FROM (n.client_id, n.status, n.created_at);
  INSERT INTO outfitter_orders (outfitter_id, client_id, order_id, status, created_at)
    SELECT co.outfitter_id, n.client_id, n.id, n.status, n.created_at
    FROM new_orders n
      JOIN old_orders o ON o.id = n.id
      JOIN client_outfitters co ON co.client_id = n.client_id
    WHERE (o.client_id, o.status, o.created_at) IS DISTINCT FROM (n.client_id, n.status, n.created_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER outfitter_orders_orders_changed AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_orders_orders_changed();
--> statement-breakpoint
-- A deleted order's copies go by the foreign key's cascade.
CREATE FUNCTION outfitter_orders_links_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO outfitter_orders (outfitter_id, client_id, order_id, status, created_at)
    SELECT l.outfitter_id, o.client_id, o.id, o.status, o.created_at
    FROM added_links l JOIN orders o ON o.client_id = l.client_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION outfitter_orders_links_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM outfitter_orders oo
    USING removed_links l
    WHERE oo.outfitter_id = l.outfitter_id AND oo.client_id = l.client_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER outfitter_orders_links_added AFTER INSERT ON client_outfitters
  REFERENCING NEW TABLE AS added_links
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_orders_links_added();
--> statement-breakpoint
CREATE TRIGGER outfitter_orders_links_removed AFTER DELETE ON client_outfitters
  REFERENCING OLD TABLE AS removed_links
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_orders_links_removed();
--> statement-breakpoint
-- A changed link is the old one removed and the new one added (triggers fire in name order: removal
-- first, so a link updated to itself keeps its copies).
CREATE TRIGGER outfitter_orders_links_changed_1_removed AFTER UPDATE ON client_outfitters
  REFERENCING OLD TABLE AS removed_links
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_orders_links_removed();
--> statement-breakpoint
CREATE TRIGGER outfitter_orders_links_changed_2_added AFTER UPDATE ON client_outfitters
  REFERENCING NEW TABLE AS added_links
  FOR EACH STATEMENT EXECUTE FUNCTION outfitter_orders_links_added();
--> statement-breakpoint
INSERT INTO outfitter_orders (outfitter_id, client_id, order_id, status, created_at)
  SELECT co.outfitter_id, o.client_id, o.id, o.status, o.created_at
  FROM orders o JOIN client_outfitters co ON co.client_id = o.client_id;
