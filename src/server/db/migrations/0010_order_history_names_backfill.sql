-- docs/order-workflow.md#history: rows written before by_name existed get the mover's name as it
-- reads now (the best record there is of the name at the time), by the same rule as personNameSql.
UPDATE "order_status_changes" AS change
SET "by_name" = coalesce(nullif(trim(u."first_name" || ' ' || u."last_name"), ''), u."email")
FROM "users" AS u
WHERE u."id" = change."by_user_id" AND change."by_name" = '';
