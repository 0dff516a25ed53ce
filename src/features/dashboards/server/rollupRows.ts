import { and, eq, gte, lt, lte, not, sql, type SQL } from 'drizzle-orm';
import type { DashboardQuery } from '../dashboardSummary';
import type { Db } from '../../../server/db/database';
import { ALL_CLIENTS, orderMonthRollups, orderRollups, quoteDecisionRollups } from '../table';

// docs/dashboards.md#performance: a range reads the month rows of the whole UTC months it holds
// and the day rows of the days at its edges only, under one scope: the all-clients rows, or the
// outfitter's own (kept through the client links as they are now, docs/dashboards.md#rollups).

/** The rollups' scope id of a dashboard's figures. */
const scopeOf = (query: DashboardQuery) => query.outfitterId ?? ALL_CLIENTS;

/** The first day of the month `months` after the given ISO day's month. */
const monthStart = (day: string, months: number) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
};

const isLastOfMonth = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).getUTCDate() === 1;

/**
 * The whole UTC months inside the range, as [first, afterLast) of their first days; an open end
 * stays open. A range inside one month yields first >= afterLast: no whole month.
 * @example wholeMonthsWithin({ from: '2026-03-10', to: '2026-05-31' }) // { first: '2026-04-01', afterLast: '2026-06-01' }
 */
export function wholeMonthsWithin(query: DashboardQuery): { first?: string; afterLast?: string } {
  const { from, to } = query;
  return {
    ...(from ? { first: from.endsWith('-01') ? from : monthStart(from, 1) } : {}),
    ...(to ? { afterLast: monthStart(to, isLastOfMonth(to) ? 1 : 0) } : {}),
  };
}

/**
 * The range's order rollup rows under the scope, by status, currency and month ('YYYY-MM'): month
 * rows for the whole months, day rows for the rest.
 * @example const rows = orderRollupRows(db, scope); db.select().from(rows).groupBy(rows.status)
 */
export function orderRollupRows(db: Db, query: DashboardQuery) {
  const { first, afterLast } = wholeMonthsWithin(query);
  const monthRows = db
    .select({
      status: orderMonthRollups.status,
      currency: orderMonthRollups.currency,
      month: sql<string>`to_char(${orderMonthRollups.month}, 'YYYY-MM')`.as('month'),
      orders: orderMonthRollups.orders,
      totalMinor: orderMonthRollups.totalMinor,
      depositMinor: orderMonthRollups.depositMinor,
    })
    .from(orderMonthRollups)
    .where(
      and(
        eq(orderMonthRollups.scopeId, scopeOf(query)),
        first ? gte(orderMonthRollups.month, first) : undefined,
        afterLast ? lt(orderMonthRollups.month, afterLast) : undefined,
      ),
    );
  const inWholeMonths = and(
    first ? gte(orderRollups.day, first) : undefined,
    afterLast ? lt(orderRollups.day, afterLast) : undefined,
  );
  if (!inWholeMonths) return monthRows.as('rollup_rows');
  const dayRows = db
    .select({
      status: orderRollups.status,
      currency: orderRollups.currency,
      month: sql<string>`to_char(${orderRollups.day}, 'YYYY-MM')`.as('month'),
      orders: orderRollups.orders,
      totalMinor: orderRollups.totalMinor,
      depositMinor: orderRollups.depositMinor,
    })
    .from(orderRollups)
    .where(
      and(
        eq(orderRollups.scopeId, scopeOf(query)),
        query.from ? gte(orderRollups.day, query.from) : undefined,
        query.to ? lte(orderRollups.day, query.to) : undefined,
        not(inWholeMonths),
      ),
    );
  return monthRows.unionAll(dayRows).as('rollup_rows');
}

/**
 * The quote decisions' day rows of the range under the scope.
 * @example db.select().from(quoteDecisionRollups).where(decisionRollupFilter(scope))
 */
export function decisionRollupFilter(query: DashboardQuery): SQL | undefined {
  return and(
    eq(quoteDecisionRollups.scopeId, scopeOf(query)),
    query.from ? gte(quoteDecisionRollups.day, query.from) : undefined,
    query.to ? lte(quoteDecisionRollups.day, query.to) : undefined,
  );
}
