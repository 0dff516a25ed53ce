import { and, desc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
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
  orders,
  quoteDecisionRollups,
  users,
} from '../../db/schema';
import { personNameSql } from '../../engine/personName';
import { inTransaction } from '../../engine/transaction';
import { orderFilterSql } from '../orders/orderListFilterSql';
import { orderSources } from '../orders/orderSources';
import { paperworkCompleteSql } from '../orders/paperworkBlockedSql';
import { decisionRollupFilter, orderRollupRows } from './rollupRows';

// docs/dashboards.md#the-summary: one function per figure. Counts by status, money and rankings
// read the rollups; the two counts of today's state (paperwork, export) are a rolled-up status
// count less the few orders of that status the list's filter leaves out, found by a small index.

type Figure<T> = (db: Db, scope: DashboardQuery) => Promise<T>;

const DAY_SECONDS = 86_400;

const ordersByStatus: Figure<Record<OrderStatus, number>> = async (db, scope) => {
  const rows = orderRollupRows(db, scope);
  const sums = await db
    .select({ status: rows.status, orders: sql<number>`sum(${rows.orders})::int` })
    .from(rows)
    .groupBy(rows.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0]));
  for (const row of sums) counts[row.status] = row.orders;
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
    .where(decisionRollupFilter(scope));
  const { accepted, declined, seconds } = row ?? { accepted: 0, declined: 0, seconds: '0' };
  return {
    accepted,
    declined,
    acceptanceRate: accepted + declined ? accepted / (accepted + declined) : null,
    averageDaysToAccept: accepted ? Number(seconds) / accepted / DAY_SECONDS : null,
  };
};

const revenueByMonth: Figure<DashboardSummary['revenueByMonth']> = async (db, scope) => {
  const rows = orderRollupRows(db, scope);
  const months = await db
    .select({
      month: rows.month,
      currency: rows.currency,
      orders: sql<number>`sum(${rows.orders})::int`,
      revenueMinor: sql<string>`sum(${rows.totalMinor})`,
      depositMinor: sql<string>`sum(${rows.depositMinor})`,
    })
    .from(rows)
    .where(inArray(rows.status, REVENUE_STATUSES))
    .groupBy(rows.month, rows.currency)
    .having(sql`sum(${rows.orders}) > 0`)
    .orderBy(rows.month, rows.currency);
  return months.map((row) => ({
    ...row,
    revenueMinor: Number(row.revenueMinor),
    depositMinor: Number(row.depositMinor),
  }));
};

/** The orders of the list's filter for this range and outfitter that also meet `condition`. */
const countListed = async (
  db: Db,
  scope: DashboardQuery,
  figure: OrderListFilter,
  condition: SQL,
): Promise<number> => {
  const [row] = await db
    .select({ orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        orderFilterSql(
          { scope: { kind: 'all' }, filter: dashboardListFilter(scope, figure) },
          orderSources,
        ),
        condition,
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
 * Every figure of the summary for a scope (dashboardScope), on one connection and one snapshot:
 * a call holds one of the pool's connections (docs/dashboards.md#performance), and a rolled-up
 * count less the orders counted live agree as of the same moment.
 * @example const summary = await dashboardSummary(app.db, { from: '2026-01-01' });
 */
export function dashboardSummary(db: Db, scope: DashboardQuery): Promise<DashboardSummary> {
  return inTransaction(
    db,
    async (tx) => {
      const byStatus = await ordersByStatus(tx, scope);
      // The list's paperworkIncomplete and awaitingExport (orderFilterSql), by their complements.
      const paperworkComplete = await countListed(
        tx,
        scope,
        { status: 'inProduction' },
        paperworkCompleteSql(),
      );
      const exported = await countListed(
        tx,
        scope,
        { status: 'accepted' },
        isNotNull(orders.exportedToTlsAt),
      );
      return {
        ordersByStatus: byStatus,
        quotesWaiting: byStatus.quoted,
        quoteDecisions: await quoteDecisions(tx, scope),
        revenueByMonth: await revenueByMonth(tx, scope),
        blockedByPaperwork: byStatus.inProduction - paperworkComplete,
        exportBacklog: byStatus.accepted - exported,
        topOutfitters: await topOutfitters(tx, scope),
        irsWaitingForQuote: await irsWaitingForQuote(tx, scope),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
