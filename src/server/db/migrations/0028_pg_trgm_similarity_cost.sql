-- docs/orders-list.md#what-a-similarity-costs: pg_trgm declares `%` (similarity_op) as cheap as
-- comparing two integers; a call costs about thirty of those, and the planner, believing it free,
-- filtered a number's clients by two similarities each rather than reading them from the index.
-- The function belongs to whoever installed pg_trgm: a role that installed it as a trusted
-- extension (not a superuser) may not alter it, and the search then keeps the default cost.
DO $$
BEGIN
  ALTER FUNCTION similarity_op(text, text) COST 30;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'similarity_op keeps its default cost: this role does not own it (docs/orders-list.md#what-a-similarity-costs)';
END
$$;
