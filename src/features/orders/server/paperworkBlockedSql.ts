import { sql, type SQL } from 'drizzle-orm';
import { orders } from '../table';

// docs/dashboards.md#blocked-by-paperwork: triggers keep each order's `paperwork_complete_until`,
// the last UTC day its paperwork is complete (src/shared/orderPaperwork.ts's rule), so "incomplete
// today" is a comparison on the order's row instead of the rule evaluated over its documents.

const todayUtc = sql`(now() at time zone 'UTC')::date`;

/**
 * True for an order whose export paperwork is incomplete today, over the `orders` table's row.
 * @example db.select().from(orders).where(and(eq(orders.status, 'inProduction'), paperworkIncompleteSql()))
 */
export const paperworkIncompleteSql = (): SQL =>
  sql`${orders.paperworkCompleteUntil} < ${todayUtc}`;

/**
 * Its complement: the paperwork is complete today (orders_paperwork_complete_idx finds those In
 * production).
 */
export const paperworkCompleteSql = (): SQL => sql`${orders.paperworkCompleteUntil} >= ${todayUtc}`;
