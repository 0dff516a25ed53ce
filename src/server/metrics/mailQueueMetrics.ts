import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/database';
import { mailBacklog, type MailBacklog } from '../mail/public';

/**
 * The outbox's depth and how long its oldest due message has waited, read at each scrape
 * (docs/settings.md#mail-delivery). A scrape while the database does not answer keeps the last values.
 * @example mailQueueMetrics(registry, app.db, app.log);
 */
export function mailQueueMetrics(registry: Registry, db: Db, log: FastifyBaseLogger): void {
  // A scrape collects every metric at once: both gauges share one query.
  let reading: Promise<MailBacklog | undefined> | undefined;
  const backlog = () =>
    (reading ??= mailBacklog(db)
      .catch((error: unknown) => {
        log.warn({ err: error }, 'metrics: the mail queue could not be read');
        return undefined;
      })
      .finally(() => {
        reading = undefined;
      }));
  const gauge = (name: string, help: string, read: (now: MailBacklog) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const now = await backlog();
        if (now) this.set(read(now));
      },
    });
  gauge('mail_queue_depth', 'E-mails neither sent nor given up', (now) => now.waiting);
  gauge(
    'mail_queue_oldest_due_age_seconds',
    'How long the oldest due e-mail has waited, 0 when none is due',
    (now) => now.oldestDueSeconds ?? 0,
  );
}
