import { and, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  outstandingMoneySchema,
  outstandingQuerySchema,
  type OutstandingMoney,
  type OutstandingQuery,
} from '../outstandingMoney';
import type { OutstandingAge, OutstandingKind } from '../../orders/outstanding';
import { apiPaths } from '../../../shared/apiPaths';
import { isStaffManager } from '../../../shared/roles';
import { signedInUser } from '../../../server/auth/caller';
import type { Db } from '../../../server/db/database';
import { HttpError } from '../../../server/http/httpError';
import { routeSchema } from '../../../server/http/routeSchemas';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { orders } from '../../orders/table';
import { linkedClientIdsSql } from '../../clients/table';
import {
  outstandingAgeSql,
  outstandingDueSql,
  outstandingKindSql,
} from '../../orders/server/public';

/**
 * The deposits and balances owed, by age band and currency, through the orders list's own
 * expressions (docs/dashboards.md#outstanding-money), so each band's count is its list's.
 */
async function outstandingMoney(db: Db, query: OutstandingQuery): Promise<OutstandingMoney> {
  const rows = await db
    .select({
      kind: sql<OutstandingKind>`${outstandingKindSql}`,
      age: sql<OutstandingAge>`${outstandingAgeSql}`,
      currency: orders.currency,
      orders: sql<number>`count(*)::int`,
      dueMinor: sql<string>`sum(${outstandingDueSql})`,
    })
    .from(orders)
    .where(
      and(
        isNotNull(outstandingKindSql),
        query.outfitterId
          ? sql`${orders.clientId} in (${linkedClientIdsSql(query.outfitterId)})`
          : undefined,
      ),
    )
    .groupBy(sql`1`, sql`2`, orders.currency)
    .orderBy(sql`1`, sql`2`, orders.currency);
  // Sums of bounded integers (docs/money.md#limits) come back as exact numerics.
  return { rows: rows.map((row) => ({ ...row, dueMinor: Number(row.dueMinor) })) };
}

/**
 * `GET /api/dashboards/outstanding?outfitterId=`: money owed by age, staff's alone
 * (docs/dashboards.md#outstanding-money). Served under the orders' access policy, as the summary.
 * @example routesUnder: [{ resource: 'orders', routes: outstandingMoneyRoute }]
 */
export const outstandingMoneyRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (app) => {
  app.get(
    apiPaths.dashboards.outstanding,
    {
      config: { access: 'list' },
      schema: routeSchema('Dashboards', apiPaths.dashboards.outstanding, {
        summary: 'Deposits and balances owed, by age band and currency (staff only)',
        querystring: outstandingQuerySchema,
        response: { 200: outstandingMoneySchema },
      }),
    },
    async (request) => {
      if (!isStaffManager(signedInUser(request).roles)) {
        throw new HttpError(403, 'errors.dashboards.staffOnly');
      }
      return outstandingMoney(app.db, request.query);
    },
  );
};
