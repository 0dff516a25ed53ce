import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSummarySchema } from '../dashboardSummary';
import { apiPaths } from '../../../shared/apiPaths';
import { signedInUser } from '../../../server/auth/caller';
import { routeSchema } from '../../../server/http/routeSchemas';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { dashboardScope } from './dashboardScope';
import { dashboardSummary } from './dashboardFigures';

/**
 * `GET /api/dashboards/summary?from=&to=&outfitterId=`: the dashboards' figures over the orders the
 * caller may list (docs/dashboards.md#the-summary). Served in the orders' scope (app.ts gives it to
 * crudRoutes as `routesUnder` the orders), so the orders' access policy lets the call in first;
 * dashboardScope then narrows it.
 * @example routesUnder: [{ resource: 'orders', routes: dashboardSummaryRoute }]
 */
export const dashboardSummaryRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (app) => {
  app.get(
    apiPaths.dashboards.summary,
    {
      config: { access: 'list' },
      schema: routeSchema('Dashboards', apiPaths.dashboards.summary, {
        summary: 'The dashboards’ figures for a range of UTC days and an outfitter',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSummarySchema },
      }),
    },
    async (request) =>
      dashboardSummary(app.db, dashboardScope(signedInUser(request), request.query)),
  );
};
