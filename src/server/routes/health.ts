import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../shared/apiPaths';
import { RELEASE } from '../../shared/release';
import { readinessChecks, readinessChecksSchema } from './readiness';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  database: z.enum(['ok', 'unreachable']),
});

const liveSchema = z.object({ status: z.literal('ok'), version: z.string() });

const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  version: z.string(),
  checks: readinessChecksSchema,
});

/**
 * `/api/health` for load balancers and the README: 200 when the database answers, else 503; and an
 * orchestrator's probes (docs/settings.md#health-probes): `live` answers while the process does,
 * `ready` only while it can serve (database, migrations, mail queue).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.health,
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, version: RELEASE, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .code(503)
          .send({ status: 'unavailable', version: RELEASE, database: 'unreachable' });
      }
    },
  );

  app.get(apiPaths.healthLive, { schema: { response: { 200: liveSchema } } }, async () => ({
    status: 'ok' as const,
    version: RELEASE,
  }));

  app.get(
    apiPaths.healthReady,
    { schema: { response: { 200: readySchema, 503: readySchema } } },
    async (request, reply) => {
      const checks = await readinessChecks(app.db, request.log);
      const ready = Object.values(checks).every((check) => check === 'ok');
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', version: RELEASE, checks });
    },
  );
};
