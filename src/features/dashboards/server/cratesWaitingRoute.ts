import { and, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cratesWaitingQuerySchema,
  cratesWaitingSchema,
  type CratesWaiting,
  type CratesWaitingQuery,
} from '../cratesWaiting';
import { apiPaths } from '../../../shared/apiPaths';
import { isStaffManager } from '../../../shared/roles';
import { signedInUser } from '../../../server/auth/caller';
import type { Db } from '../../../server/db/database';
import { HttpError } from '../../../server/http/httpError';
import { routeSchema } from '../../../server/http/routeSchemas';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { crates } from '../../crates/table';
import { crateOfLinkedClientSql, crateWaitingSql } from '../../crates/server/public';

/**
 * The crates waiting for payment and for paperwork, through the crates list's own `waiting`
 * condition (docs/dashboards.md#crates-waiting), so each count is its list's.
 */
async function cratesWaiting(db: Db, query: CratesWaitingQuery): Promise<CratesWaiting> {
  const [counts] = await db
    .select({
      payment: sql<number>`(count(*) filter (where ${crateWaitingSql('payment')}))::int`,
      paperwork: sql<number>`(count(*) filter (where ${crateWaitingSql('paperwork')}))::int`,
    })
    .from(crates)
    .where(and(query.outfitterId ? crateOfLinkedClientSql(query.outfitterId) : undefined));
  return counts!;
}

/**
 * `GET /api/dashboards/crates-waiting?outfitterId=`: staff's alone, served under the crates'
 * access policy (docs/dashboards.md#crates-waiting).
 * @example routesUnder: [{ resource: 'crates', routes: cratesWaitingRoute }]
 */
export const cratesWaitingRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (app) => {
  app.get(
    apiPaths.dashboards.cratesWaiting,
    {
      config: { access: 'list' },
      schema: routeSchema('Dashboards', apiPaths.dashboards.cratesWaiting, {
        summary: 'Crates not handed over, waiting for payment or paperwork (staff only)',
        querystring: cratesWaitingQuerySchema,
        response: { 200: cratesWaitingSchema },
      }),
    },
    async (request) => {
      if (!isStaffManager(signedInUser(request).roles)) {
        throw new HttpError(403, 'errors.dashboards.cratesStaffOnly');
      }
      return cratesWaiting(app.db, request.query);
    },
  );
};
