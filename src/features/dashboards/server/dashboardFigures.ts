import { createHash } from 'node:crypto';
import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  dashboardListFilter,
  REVENUE_STATUSES,
  TOP_OUTFITTERS,
  wholeMonths,
  type DashboardQuery,
  type DashboardSummary,
} from '../dashboardSummary';
import type { OrderListFilter } from '../../orders/definition';
import { ORDER_STATUSES, type OrderStatus } from '../../orders/orderStatuses';
import type { Db } from '../../../server/db/database';
import { instructionRegisters } from '../../instruction-registers/table';
import { outfitterMonthRollups, quoteDecisionRollups } from '../table';
import { orders } from '../../orders/table';
import { linkedClientIdsSql } from '../../clients/table';
import { users } from '../../users/table';
import { personNameSql } from '../../../server/db/personName';
import { orderListFilterSql, paperworkCompleteSql } from '../../orders/server/public';
import { decisionRollupFilter, orderRollupRows } from './rollupRows';

// docs/dashboards.md#the-summary: one function per figure, each a subquery of the summary's one
// statement (docs/dashboards.md#performance). Counts by status, money and rankings read the
// rollups; the two counts of today's state (paperwork, export) are a rolled-up status count less
// the few orders of that status the list's filter leaves out, found by a small index.

/** A figure's rows as one JSON array, keyed by the query's field names. */
const jsonRows = <Row>(query: SQLWrapper) =>
  sql<Row[]>`(select coalesce(json_agg(f), '[]') from ${query} f)`;

const DAY_SECONDS = 86_400;

function ordersByStatus(db: Db, scope: DashboardQuery) {
  const rows = orderRollupRows(db, scope);
  return jsonRows<{ status: OrderStatus; orders: number }>(
    db
      .select({ status: rows.status, orders: sql<number>`sum(${rows.orders})::int`.as('orders') })
      .from(rows)
      .groupBy(rows.status),
  );
}

const statusCounts = (rows: { status: OrderStatus; orders: number }[]) => {
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = row.orders;
  return counts as Record<OrderStatus, number>;
};

const quoteDecisions = (db: Db, scope: DashboardQuery) =>
  jsonRows<{ accepted: number; declined: number; seconds: number }>(
    db
      .select({
        accepted: sql<number>`coalesce(sum(${quoteDecisionRollups.accepted}), 0)::int`.as(
          'accepted',
        ),
        declined: sql<number>`coalesce(sum(${quoteDecisionRollups.declined}), 0)::int`.as(
          'declined',
        ),
        seconds: sql<number>`coalesce(sum(${quoteDecisionRollups.acceptSeconds}), 0)`.as('seconds'),
      })
      .from(quoteDecisionRollups)
      .where(decisionRollupFilter(scope)),
  );

const decisionRates = ([row]: { accepted: number; declined: number; seconds: number }[]) => {
  const { accepted, declined, seconds } = row ?? { accepted: 0, declined: 0, seconds: 0 };
  return {
    accepted,
    declined,
    acceptanceRate: accepted + declined ? accepted / (accepted + declined) : null,
    averageDaysToAccept: accepted ? Number(seconds) / accepted / DAY_SECONDS : null,
  };
};

function revenueByMonth(db: Db, scope: DashboardQuery) {
  const rows = orderRollupRows(db, scope);
  return jsonRows<DashboardSummary['revenueByMonth'][number]>(
    db
      .select({
        month: rows.month,
        currency: rows.currency,
        orders: sql<number>`sum(${rows.orders})::int`.as('orders'),
        revenueMinor: sql<number>`sum(${rows.totalMinor})`.as('revenueMinor'),
        depositMinor: sql<number>`sum(${rows.depositMinor})`.as('depositMinor'),
      })
      .from(rows)
      .where(inArray(rows.status, REVENUE_STATUSES))
      .groupBy(rows.month, rows.currency)
      .having(sql`sum(${rows.orders}) > 0`),
  );
}

/** The orders of the list's filter for this range and outfitter that also meet `condition`. */
const countListed = (db: Db, scope: DashboardQuery, figure: OrderListFilter, condition: SQL) =>
  sql<number>`${db
    .select({ orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(orderListFilterSql(db, dashboardListFilter(scope, figure)), condition))}`;

/**
 * IRs in Received: checked in, waiting for staff's quote. Today's state, whatever the range; an
 * outfitter (or the outfitter staff picked) counts those of their linked clients, as the IR list's
 * row scope shows them (docs/dashboards.md#the-summary).
 */
const irsWaitingForQuote = (db: Db, scope: DashboardQuery) =>
  sql<number>`${db
    .select({ irs: sql<number>`count(*)::int` })
    .from(instructionRegisters)
    .where(
      and(
        eq(instructionRegisters.status, 'received'),
        scope.outfitterId
          ? sql`${instructionRegisters.clientId} in (${linkedClientIdsSql(scope.outfitterId)})`
          : undefined,
      ),
    )}`;

function topOutfitters(db: Db, scope: DashboardQuery) {
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
  return jsonRows<DashboardSummary['topOutfitters'][number]>(
    db
      .select({
        outfitterId: sql<string>`${ranked.outfitterId}`.as('outfitterId'),
        name: sql<string>`${personNameSql(users)}`.as('name'),
        orders: ranked.orders,
      })
      .from(ranked)
      .innerJoin(users, eq(users.id, ranked.outfitterId)),
  );
}

/** Every figure of the summary for a scope (dashboardScope) as one statement's subqueries. */
const summaryStatement = (db: Db, scope: DashboardQuery) =>
  db
    .select({
      byStatus: ordersByStatus(db, scope),
      decisions: quoteDecisions(db, scope),
      revenue: revenueByMonth(db, scope),
      // The list's paperworkIncomplete and awaitingExport (orderFilterSql), by their complements.
      paperworkComplete: countListed(db, scope, { status: 'inProduction' }, paperworkCompleteSql()),
      exported: countListed(db, scope, { status: 'accepted' }, isNotNull(orders.exportedToTlsAt)),
      // docs/tls-export.md#batches: started by hand, so no rolled-up status count holds them.
      startedUnexported: countListed(
        db,
        scope,
        { status: 'inProduction' },
        isNull(orders.exportedToTlsAt),
      ),
      top: topOutfitters(db, scope),
      irsWaiting: irsWaitingForQuote(db, scope),
    })
    .from(sql`(values (1)) as one (x)`);

type SummaryStatement = ReturnType<ReturnType<typeof summaryStatement>['prepare']>;

// docs/dashboards.md#performance: building the statement costs the Node side more than PostgreSQL
// spends running it, and a dashboard asks the same scope again and again (each outfitter their own,
// staff a few ranges), so a scope's statement is built and prepared once and kept.
const SCOPES_KEPT = 1_000;
const statementsByDb = new WeakMap<Db, LRUCache<string, SummaryStatement>>();

function preparedSummary(db: Db, scope: DashboardQuery): SummaryStatement {
  let statements = statementsByDb.get(db);
  if (!statements) statementsByDb.set(db, (statements = new LRUCache({ max: SCOPES_KEPT })));
  const key = JSON.stringify([scope.from, scope.to, scope.outfitterId]);
  let statement = statements.get(key);
  if (!statement) {
    const query = summaryStatement(db, scope);
    // One name per text: PostgreSQL keeps a connection's statement under its name, and the scopes
    // of one shape (which of from, to and outfitter are set) share a text with other values.
    const name = `dashboard_summary_${createHash('sha1').update(query.toSQL().sql).digest('hex')}`;
    statements.set(key, (statement = query.prepare(name)));
  }
  return statement;
}

/**
 * Every figure of the summary for a scope (dashboardScope) in one statement: a call is one round
 * trip on one pooled connection (docs/dashboards.md#performance), and a rolled-up count less the
 * orders counted live agree as of the same snapshot.
 * @example const summary = await dashboardSummary(app.db, { from: '2026-01-01' });
 */
export async function dashboardSummary(db: Db, scope: DashboardQuery): Promise<DashboardSummary> {
  const [row] = await preparedSummary(db, scope).execute();
  const {
    byStatus,
    decisions,
    revenue,
    paperworkComplete,
    exported,
    startedUnexported,
    top,
    irsWaiting,
  } = row!;
  const counts = statusCounts(byStatus);
  return {
    ordersByStatus: counts,
    quotesWaiting: counts.quoted,
    quoteDecisions: decisionRates(decisions),
    // JSON keeps no row order: months and currencies ascending, the ranking by orders then id.
    revenueByMonth: revenue
      .map((month) => ({
        ...month,
        revenueMinor: Number(month.revenueMinor),
        depositMinor: Number(month.depositMinor),
      }))
      .sort((a, b) => `${a.month} ${a.currency}`.localeCompare(`${b.month} ${b.currency}`)),
    blockedByPaperwork: counts.inProduction - paperworkComplete,
    exportBacklog: counts.accepted - exported + startedUnexported,
    topOutfitters: top.sort(
      (a, b) => b.orders - a.orders || a.outfitterId.localeCompare(b.outfitterId),
    ),
    irsWaitingForQuote: irsWaiting,
  };
}
