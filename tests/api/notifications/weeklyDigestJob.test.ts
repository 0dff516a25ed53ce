import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tellReaders } from '../../../src/features/notifications/server/public';
import { digestItems } from '../../../src/features/notifications/table';
import { users } from '../../../src/features/users/table';
import { buildApp } from '../../../src/server/app';
import { jobs } from '../../../src/server/db/schema/jobs';
import { mailOutbox } from '../../../src/server/db/schema/mailOutbox';
import { inTransaction } from '../../../src/server/db/queries';
import { apiPaths } from '../../../src/shared/apiPaths';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notificationCalls';
import { NO_RATE_LIMITS } from '../../support/noRateLimits';
import { waitForMail } from '../../support/outbox';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

// docs/notifications.md#weekly-digest, docs/multi-process.md: the digest job as the runner runs it,
// with two apps on one database (two processes): news kept at a chosen clock, a week ago, make the
// digest due now; each reader gets exactly one, whichever process claims it.
const ctx = useTestApp({ jobs: { pollMs: 50 } });
let second: FastifyInstance;
const readers = ['outfitter@example.com', 'ph@example.com', 'liaison@example.com'];
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  second = await buildApp({
    config: ctx.test.config,
    database: ctx.test.database,
    ownsDatabase: false,
    rateLimits: NO_RATE_LIMITS,
    mailDelivery: { pollMs: 50 },
    jobs: { pollMs: 50 },
  });
  await second.ready();
  for (const email of readers) {
    const answer = await ctx.test.app.inject({
      method: 'PUT',
      url: apiPaths.clients.accountNotifications,
      headers: await signIn(ctx.test.app, email),
      payload: { ...DEFAULT_NOTIFICATION_SETTINGS, delivery: 'weeklyDigest' },
    });
    expect(answer.statusCode).toBe(200);
  }
});
afterAll(() => second.close());

describe('the weekly digest job', () => {
  it('sends each reader one digest of the news kept a week ago, in their language, then forgets them', async () => {
    const people = await ctx.test.app.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, readers));
    await ctx.test.app.db
      .update(users)
      .set({ language: 'fr' })
      .where(eq(users.email, 'liaison@example.com'));
    const aWeekAgo = new Date(Date.now() - 8 * DAY_MS);
    const sender = { server: ctx.test.app, afterAnswer: () => {} };
    // Two pieces of news in one transaction: the runners, polling, could otherwise send the
    // first alone before the second is kept.
    await inTransaction(ctx.test.app.db, async (tx) => {
      for (const text of ['first', 'second']) {
        await tellReaders(
          sender,
          tx,
          'photos',
          people.map((person) => ({
            userId: person.id,
            mail: { to: person.email, subject: 'Immediate', text },
            digest: {
              path: '/orders/00000000-0000-4000-8000-000000000001',
              facts: { kind: 'photos' as const, order: 'Q-000042', count: 2 },
            },
          })),
          aWeekAgo,
        );
      }
    });
    ctx.test.app.jobs.wake();
    second.jobs.wake();

    const english = await waitForMail(ctx.test.config.DATA_DIR, 'outfitter@example.com', /week/);
    expect(english.subject).toBe('Trophy Portal: your week, 2 pieces of news');
    expect(english.text).toContain('- 2 new photos of order Q-000042');
    const french = await waitForMail(ctx.test.config.DATA_DIR, 'liaison@example.com', /semaine/);
    expect(french.text).toContain('- 2 nouvelles photos de la commande Q-000042');
    await waitForMail(ctx.test.config.DATA_DIR, 'ph@example.com', /week/);

    // One job per reader for the two news of their week, each finished once its mail is queued.
    await expect
      .poll(async () =>
        (
          await ctx.test.app.db
            .select({ status: jobs.status })
            .from(jobs)
            .where(eq(jobs.kind, 'weeklyDigest'))
        ).map((job) => job.status),
      )
      .toEqual(['done', 'done', 'done']);
    const queued = await ctx.test.app.db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, readers));
    expect(queued.map((mail) => mail.to).sort()).toEqual([...readers].sort());
    expect(await ctx.test.app.db.select().from(digestItems)).toEqual([]);
  });
});
