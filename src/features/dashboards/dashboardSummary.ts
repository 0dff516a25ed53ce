import { validationMessage } from '../../engine/validationMessage';
import { z } from 'zod';
import { isoDateSchema } from '../../engine/fields';
import { orderStatusSchema, type OrderListFilter } from '../orders/definition';
import type { OrderStatus } from '../orders/orderStatuses';

// docs/dashboards.md#the-summary: what GET /api/dashboards/summary takes and answers. Every figure
// counts the orders the orders list shows for the same filter (docs/dashboards.md#click-through).

/** An order earns revenue once its quote is accepted; drafts, open quotes and lost ones do not. */
export const REVENUE_STATUSES = [
  'accepted',
  'inProduction',
  'readyForExport',
  'shipped',
  'completed',
] as const satisfies readonly OrderStatus[];

/** How many outfitters the ranking shows. */
export const TOP_OUTFITTERS = 5;

/** From and to are UTC days, both included; an outfitter's outfitterId is always themself. */
export const dashboardQuerySchema = z
  .object({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    outfitterId: z.uuid(validationMessage('chooseAnOutfitter')).optional(),
  })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: validationMessage('dayOnOrAfterStart'),
  });

const count = z.number().int().nonnegative();

export const dashboardSummarySchema = z.object({
  ordersByStatus: z.record(orderStatusSchema, count),
  /** Quotes sent and waiting for the client's answer (status Quoted). */
  quotesWaiting: count,
  /** Quotes accepted or declined in the range (by the day of the answer). */
  quoteDecisions: z.object({
    accepted: count,
    declined: count,
    /** accepted / (accepted + declined); null when none was decided. */
    acceptanceRate: z.number().nullable(),
    /** Mean time from Quoted to Accepted, in days; null when none was accepted. */
    averageDaysToAccept: z.number().nullable(),
  }),
  /** Orders in REVENUE_STATUSES by month created, per currency, money in minor units. */
  revenueByMonth: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      currency: z.string(),
      orders: count,
      revenueMinor: z.number().int(),
      depositMinor: z.number().int(),
    }),
  ),
  /** In production with their export paperwork incomplete today. */
  blockedByPaperwork: count,
  /** Accepted and not exported to TLS yet. */
  exportBacklog: count,
  /** The outfitters whose linked clients placed the most orders in the months the range touches. */
  topOutfitters: z.array(z.object({ outfitterId: z.uuid(), name: z.string(), orders: count })),
  /** Instruction registers in Received today, waiting for a quote; the range does not apply. */
  irsWaitingForQuote: count,
});

export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const lastDayOfMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

/**
 * The range widened to whole UTC months: the top outfitters rank over the months the range
 * touches (docs/dashboards.md#rollups), and their numbers open the list over those months.
 * @example wholeMonths({ from: '2026-03-10', to: '2026-04-02' }) // 2026-03-01 .. 2026-04-30
 */
export function wholeMonths(query: DashboardQuery): DashboardQuery {
  return {
    ...query,
    ...(query.from ? { from: `${query.from.slice(0, 7)}-01` } : {}),
    ...(query.to ? { to: lastDayOfMonth(query.to) } : {}),
  };
}

/**
 * The orders list's filter for what a figure counts in this range and outfitter: the server counts
 * with it and the dashboard's numbers open the list with it.
 * @example dashboardListFilter({ from: '2026-01-01' }, { status: 'quoted' })
 */
export function dashboardListFilter(
  query: DashboardQuery,
  figure: OrderListFilter = {},
): OrderListFilter {
  return {
    ...figure,
    ...(query.from ? { createdFrom: query.from } : {}),
    ...(query.to ? { createdTo: query.to } : {}),
    ...(query.outfitterId ? { linkedOutfitterId: query.outfitterId } : {}),
  };
}
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
