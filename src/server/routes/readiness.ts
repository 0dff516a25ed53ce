import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database';
import { pendingMigrations } from '../db/pendingMigrations';
import { mailBacklog } from '../mail/public';

// docs/settings.md#health-probes: delivery looks for due mail every 2 seconds and a claim holds a
// message for 2 minutes, while a failed send is rescheduled and so is not due meanwhile. A message
// due for 15 minutes has been passed over for seven leases: no delivery loop runs, or none of its
// claims succeeds, which a restart may mend. A mail server that is down is not that.
export const STUCK_MAIL_SECONDS = 15 * 60;

const UNKNOWN = 'unknown' as const;

export const readinessChecksSchema = z.object({
  database: z.enum(['ok', 'unreachable']),
  migrations: z.enum(['ok', 'pending', UNKNOWN]),
  mailQueue: z.enum(['ok', 'stuck', UNKNOWN]),
});

export type ReadinessChecks = z.infer<typeof readinessChecksSchema>;

/**
 * Whether this process should be sent traffic: the database answers, every migration file is
 * applied, and no mail has waited past STUCK_MAIL_SECONDS. A check that could not run says 'unknown'.
 * @example const checks = await readinessChecks(app.db, request.log);
 */
export async function readinessChecks(db: Db, log: FastifyBaseLogger): Promise<ReadinessChecks> {
  const unknown = (check: string) => (error: unknown) => {
    log.error({ err: error }, `readiness check: ${check} could not be checked`);
    return UNKNOWN;
  };
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    unknown('database')(error);
    return { database: 'unreachable', migrations: UNKNOWN, mailQueue: UNKNOWN };
  }
  const [migrations, mailQueue] = await Promise.all([
    pendingMigrations(db).then(
      (pending) => (pending === 0 ? ('ok' as const) : ('pending' as const)),
      unknown('migrations'),
    ),
    mailBacklog(db).then(
      ({ oldestDueSeconds }) =>
        (oldestDueSeconds ?? 0) > STUCK_MAIL_SECONDS ? ('stuck' as const) : ('ok' as const),
      unknown('mail queue'),
    ),
  ]);
  return { database: 'ok', migrations, mailQueue };
}
