import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  dashboardListFilter,
  REVENUE_STATUSES,
  TOP_OUTFITTERS,
  wholeMonths,
  type DashboardQuery,
  type DashboardSummary,
} from '../../../../resources/dashboardSummary';
import type { OrderListFilter } from '../../../../resources/orders';
import { ORDER_STATUSES, type OrderStatus } from '../../../../resources/orderStatuses';
import type { Db } from '../../db/database';
import {
  instructionRegisters,
  outfitterMonthRollups,
  orderRollups,
  orders,
  quoteDecisionRollups,
  users,
} from '../../db/schema';
import { personNameSql } from '../../engine/personName';
import { orderFilterSql } from '../orders/orderListFilterSql';
import { orderSources } from '../orders/orderSources';
import { rollupFilter } from './rollupFilter';

// docs/dashboards.md#the-summary: one function per figure. Counts by status, money and rankings
// read the rollups; the two counts of today's state (paperwork, export) count the orders with the
// list's own filter, each on a small slice an index finds.

type Figure<T> = (db: Db, scope: DashboardQuery) => Promise<T>;

const DAY_SECONDS = 86_400;

const ordersByStatus: Figure<Record<OrderStatus, number>> = async (db, scope) => {
  const rows = await db
    .select({ status: orderRollups.status, orders: sql<number>`sum(${orderRollups.orders})::int` })
    .from(orderRollups)
    .where(rollupFilter(orderRollups, scope))
    .groupBy(orderRollups.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = row.orders;
  return counts as Record<OrderStatus, number>;
};

const quoteDecisions: Figure<DashboardSummary['quoteDecisions']> = async (db, scope) => {
  const [row] = await db
    .select({
      accepted: sql<number>`coalesce(sum(${quoteDecisionRollups.accepted}), 0)::int`,
      declined: sql<number>`coalesce(sum(${quoteDecisionRollups.declined}), 0)::int`,
      seconds: sql<string>`coalesce(sum(${quoteDecisionRollups.acceptSeconds}), 0)`,
    })
    .from(quoteDecisionRollups)
    .where(rollupFilter(quoteDecisionRollups, scope));
  const { accepted, declined, seconds } = row ?? { accepted: 0, declined: 0, seconds: '0' };
  return {
    accepted,
    declined,
    acceptanceRate: accepted + declined ? accepted / (accepted + declined) : null,
    averageDaysToAccept: accepted ? Number(seconds) / accepted / DAY_SECONDS : null,
  };
};

const revenueByMonth: Figure<DashboardSummary['revenueByMonth']> = async (db, scope) => {
  const month = sql<string>`to_char(${orderRollups.day}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      currency: orderRollups.currency,
      orders: sql<number>`sum(${orderRollups.orders})::int`,
      revenueMinor: sql<string>`sum(${orderRollups.totalMinor})`,
      depositMinor: sql<string>`sum(${orderRollups.depositMinor})`,
    })
    .from(orderRollups)
    .where(and(rollupFilter(orderRollups, scope), inArray(orderRollups.status, REVENUE_STATUSES)))
    .groupBy(month, orderRollups.currency)
    .having(sql`sum(${orderRollups.orders}) > 0`)
    .orderBy(month, orderRollups.currency);
  return rows.map((row) => ({
    ...row,
    revenueMinor: Number(row.revenueMinor),
    depositMinor: Number(row.depositMinor),
  }));
};

const countOrders =
  (figure: OrderListFilter): Figure<number> =>
  async (db, scope) => {
    const [row] = await db
      .select({ orders: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        orderFilterSql(
          { scope: { kind: 'all' }, filter: dashboardListFilter(scope, figure) },
          orderSources,
        ),
      );
    return row?.orders ?? 0;
  };

/**
 * IRs in Received: checked in, waiting for staff's quote. Today's state, whatever the range; an
 * outfitter (or the outfitter staff picked) counts those of their linked clients, as the IR list's
 * row scope shows them (docs/dashboards.md#the-summary).
 */
const irsWaitingForQuote: Figure<number> = async (db, scope) => {
  const [row] = await db
    .select({ irs: sql<number>`count(*)::int` })
    .from(instructionRegisters)
    .where(
      and(
        eq(instructionRegisters.status, 'received'),
        scope.outfitterId
          ? sql`${instructionRegisters.clientId} in (${orderSources.linkedClientIds(scope.outfitterId)})`
          : undefined,
      ),
    );
  return row?.irs ?? 0;
};

const topOutfitters: Figure<DashboardSummary['topOutfitters']> = async (db, scope) => {
  const { from, to } = wholeMonths(scope);
  const total = sql<number>`sum(${outfitterMonthRollups.orders})::int`;
  const ranked = db
    .select({ outfitterId: outfitterMonthRollups.outfitterId, orders: total.as('orders') })
    .from(outfitterMonthRollups)
    .where(
      and(
        from ? gte(outfitterMonthRollups.month, from) : undefined,
        to ? lte(outfitterMonthRollups.month, to) : undefined,
        scope.outfitterId ? eq(outfitterMonthRollups.outfitterId, scope.outfitterId) : undefined,
      ),
    )
    .groupBy(outfitterMonthRollups.outfitterId)
    .having(sql`sum(${outfitterMonthRollups.orders}) > 0`)
    .orderBy(desc(total), outfitterMonthRollups.outfitterId)
    .limit(TOP_OUTFITTERS)
    .as('ranked');
  return db
    .select({ outfitterId: ranked.outfitterId, name: personNameSql(users), orders: ranked.orders })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.outfitterId))
    .orderBy(desc(ranked.orders), ranked.outfitterId);
};

/**
 * Every figure of the summary for a scope (dashboardScope), computed side by side.
 * @example const summary = await dashboardSummary(app.db, { from: '2026-01-01' });
 */
export async function dashboardSummary(db: Db, scope: DashboardQuery): Promise<DashboardSummary> {
  const [byStatus, decisions, revenue, blocked, backlog, top, irsWaiting] = await Promise.all([
    ordersByStatus(db, scope),
    quoteDecisions(db, scope),
    revenueByMonth(db, scope),
    countOrders({ status: 'inProduction', paperworkIncomplete: true })(db, scope),
    countOrders({ awaitingExport: true })(db, scope),
    topOutfitters(db, scope),
    irsWaitingForQuote(db, scope),
  ]);
  return {
    ordersByStatus: byStatus,
    quotesWaiting: byStatus.quoted,
    quoteDecisions: decisions,
    revenueByMonth: revenue,
    blockedByPaperwork: blocked,
    exportBacklog: backlog,
    topOutfitters: top,
    irsWaitingForQuote: irsWaiting,
  };
}
