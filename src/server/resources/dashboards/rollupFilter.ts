import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DashboardQuery } from '../../../../resources/dashboardSummary';
import { ALL_CLIENTS } from '../../db/schema/orderRollups';
import { orderSources } from '../orders/orderSources';

type RollupTable = { clientId: PgColumn; day: PgColumn };

/** A rollup table's rows of the range's days, both ends included. */
const rollupDays = (table: RollupTable, scope: DashboardQuery): SQL | undefined =>
  and(
    scope.from ? gte(table.day, scope.from) : undefined,
    scope.to ? lte(table.day, scope.to) : undefined,
  );

/**
 * Rows of a rollup table for a dashboard's range and outfitter: the all-clients rows, or an
 * outfitter's linked clients' rows as linked now (docs/dashboards.md#rollups).
 * @example db.select().from(orderRollups).where(rollupFilter(orderRollups, scope))
 */
export function rollupFilter(table: RollupTable, scope: DashboardQuery): SQL | undefined {
  return and(
    scope.outfitterId
      ? sql`${table.clientId} in (${orderSources.linkedClientIds(scope.outfitterId)})`
      : eq(table.clientId, ALL_CLIENTS),
    rollupDays(table, scope),
  );
}
