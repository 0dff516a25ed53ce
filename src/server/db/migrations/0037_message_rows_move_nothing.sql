-- docs/messages.md#history: a history row whose status stays (new expected dates, a message) is no
-- move. Time to accept runs from the last move to Quoted, not from a message written while quoted.
-- Only the lookup of that move changes; the rollups already counted are left as they are.
CREATE OR REPLACE FUNCTION quote_decisions_add(p_order uuid, p_client uuid, p_change uuid, p_sign integer)
    RETURNS void LANGUAGE sql AS $$
  INSERT INTO quote_decision_rollups AS r (scope_id, day, accepted, declined, accept_seconds)
  SELECT s.scope_id, d.day, p_sign * d.accepted, p_sign * d.declined, p_sign * d.seconds
  FROM (
    SELECT (sc.at AT TIME ZONE 'UTC')::date AS day,
      count(*) FILTER (WHERE sc.to_status = 'accepted')::integer AS accepted,
      count(*) FILTER (WHERE sc.to_status = 'declined')::integer AS declined,
      coalesce(sum(extract(epoch FROM sc.at - (
        SELECT max(q.at) FROM order_status_changes q
        WHERE q.order_id = sc.order_id AND q.to_status = 'quoted'
          AND q.from_status IS DISTINCT FROM 'quoted' AND q.at <= sc.at
      ))::bigint) FILTER (WHERE sc.to_status = 'accepted'), 0) AS seconds
    FROM order_status_changes sc
    WHERE sc.order_id = p_order AND sc.from_status = 'quoted'
      AND sc.to_status IN ('accepted', 'declined') AND (p_change IS NULL OR sc.id = p_change)
    GROUP BY 1
  ) d
  CROSS JOIN (SELECT p_client UNION ALL SELECT '00000000-0000-0000-0000-000000000000'::uuid
    UNION ALL SELECT co.outfitter_id FROM client_outfitters co WHERE co.client_id = p_client) s(scope_id)
  ON CONFLICT (scope_id, day) DO UPDATE SET
    accepted = r.accepted + excluded.accepted,
    declined = r.declined + excluded.declined,
    accept_seconds = r.accept_seconds + excluded.accept_seconds;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_order_rollups() RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_rollups;
  DELETE FROM order_month_rollups;
  DELETE FROM quote_decision_rollups;
  INSERT INTO order_rollups (scope_id, day, status, currency, orders, total_minor, deposit_minor)
  SELECT coalesce(client_id, '00000000-0000-0000-0000-000000000000'), day, status, currency,
    count(*), sum(total_minor), sum(deposit_minor)
  FROM (SELECT client_id, (created_at AT TIME ZONE 'UTC')::date AS day, status, currency,
      total_minor, deposit_minor FROM orders) o
  GROUP BY GROUPING SETS ((client_id, day, status, currency), (day, status, currency));
  INSERT INTO order_rollups (scope_id, day, status, currency, orders, total_minor, deposit_minor)
  SELECT co.outfitter_id, r.day, r.status, r.currency, sum(r.orders), sum(r.total_minor),
    sum(r.deposit_minor)
  FROM order_rollups r JOIN client_outfitters co ON co.client_id = r.scope_id
  GROUP BY 1, 2, 3, 4;
  INSERT INTO order_month_rollups (scope_id, month, status, currency, orders, total_minor, deposit_minor)
  SELECT scope_id, date_trunc('month', day::timestamp)::date, status, currency, sum(orders),
    sum(total_minor), sum(deposit_minor)
  FROM order_rollups
  WHERE scope_id = '00000000-0000-0000-0000-000000000000'
    OR scope_id IN (SELECT outfitter_id FROM client_outfitters)
  GROUP BY 1, 2, 3, 4;
  INSERT INTO quote_decision_rollups (scope_id, day, accepted, declined, accept_seconds)
  SELECT coalesce(client_id, '00000000-0000-0000-0000-000000000000'), day,
    count(*) FILTER (WHERE to_status = 'accepted'), count(*) FILTER (WHERE to_status = 'declined'),
    coalesce(sum(seconds) FILTER (WHERE to_status = 'accepted'), 0)
  FROM (
    SELECT o.client_id, (sc.at AT TIME ZONE 'UTC')::date AS day, sc.to_status,
      extract(epoch FROM sc.at - (
        SELECT max(q.at) FROM order_status_changes q
        WHERE q.order_id = sc.order_id AND q.to_status = 'quoted'
          AND q.from_status IS DISTINCT FROM 'quoted' AND q.at <= sc.at
      ))::bigint AS seconds
    FROM order_status_changes sc JOIN orders o ON o.id = sc.order_id
    WHERE sc.from_status = 'quoted' AND sc.to_status IN ('accepted', 'declined')
  ) d
  GROUP BY GROUPING SETS ((client_id, day), (day));
  INSERT INTO quote_decision_rollups (scope_id, day, accepted, declined, accept_seconds)
  SELECT co.outfitter_id, q.day, sum(q.accepted), sum(q.declined), sum(q.accept_seconds)
  FROM quote_decision_rollups q JOIN client_outfitters co ON co.client_id = q.scope_id
  GROUP BY 1, 2;
$$;
