import {
  dashboardListFilter,
  REVENUE_STATUSES,
  wholeMonths,
  type DashboardQuery,
  type DashboardSummary,
} from '../dashboardSummary';
import type { OrderListFilter } from '../../orders/definition';
import { ORDER_STATUS_KEYS, ORDER_STATUSES } from '../../orders/orderStatuses';
import '../../../client/i18n/late/dashboards';

// docs/dashboards.md#click-through: each row a chart or table draws, with the orders list's filter
// for what it counts.

export interface CountRow {
  label: string;
  value: number;
  filter: OrderListFilter;
}

export interface RevenueRow {
  month: string;
  currency: string;
  orders: number;
  revenueMinor: number;
  depositMinor: number;
  filter: OrderListFilter;
}

/** Turns a message key into the screen's language (react-admin's translate). */
type Translate = (key: string) => string;

export const statusRows = (
  summary: DashboardSummary,
  query: DashboardQuery,
  translate: Translate,
): CountRow[] =>
  ORDER_STATUSES.map((status) => ({
    label: translate(ORDER_STATUS_KEYS[status]),
    value: summary.ordersByStatus[status] ?? 0,
    filter: dashboardListFilter(query, { status }),
  }));

/** Today's state: quotes waiting, orders blocked by paperwork, the export backlog. */
export const headlineRows = (
  summary: DashboardSummary,
  query: DashboardQuery,
  translate: Translate,
): CountRow[] => [
  {
    label: translate('portal.dashboards.quotesWaiting'),
    value: summary.quotesWaiting,
    filter: dashboardListFilter(query, { status: 'quoted' }),
  },
  {
    label: translate('portal.dashboards.blockedByPaperwork'),
    value: summary.blockedByPaperwork,
    filter: dashboardListFilter(query, { status: 'inProduction', paperworkIncomplete: true }),
  },
  {
    label: translate('portal.dashboards.exportBacklog'),
    value: summary.exportBacklog,
    filter: dashboardListFilter(query, { awaitingExport: true }),
  },
];

type MonthFigures = DashboardSummary['revenueByMonth'][number];

/** `2026-01` → `2026-02`, by the calendar (December to January of the next year). */
const nextMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/**
 * docs/dashboards.md#revenue: every month from a currency's first to its last, a month without
 * orders as zero, so the axis keeps the calendar's spacing instead of joining the months either
 * side of a gap.
 */
export function everyMonth(rows: readonly MonthFigures[]): MonthFigures[] {
  const currencies = [...new Set(rows.map((row) => row.currency))];
  return currencies.flatMap((currency) => {
    const held = new Map(
      rows.filter((row) => row.currency === currency).map((row) => [row.month, row]),
    );
    const months = [...held.keys()].sort();
    const filled: MonthFigures[] = [];
    for (let month = months[0]!; month <= months.at(-1)!; month = nextMonth(month)) {
      filled.push(
        held.get(month) ?? { month, currency, orders: 0, revenueMinor: 0, depositMinor: 0 },
      );
    }
    return filled;
  });
}

/** A month's orders within the range: the list's created-between narrowed to that month. */
export const revenueRows = (summary: DashboardSummary, query: DashboardQuery): RevenueRow[] =>
  everyMonth(summary.revenueByMonth).map((row) => {
    const { from: first = '', to: last = '' } = wholeMonths({
      from: `${row.month}-01`,
      to: `${row.month}-01`,
    });
    const inMonth = {
      ...query,
      from: query.from && query.from > first ? query.from : first,
      to: query.to && query.to < last ? query.to : last,
    };
    return { ...row, filter: dashboardListFilter(inMonth, { statusIn: [...REVENUE_STATUSES] }) };
  });

export const outfitterRows = (summary: DashboardSummary, query: DashboardQuery): CountRow[] =>
  summary.topOutfitters.map((row) => ({
    label: row.name,
    value: row.orders,
    filter: dashboardListFilter(wholeMonths({ ...query, outfitterId: row.outfitterId })),
  }));
