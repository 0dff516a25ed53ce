import { isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema/mailOutbox';
import { waitForMail } from '../support/outbox';
import { signIn } from '../support/signIn';
import { useTestApp } from '../support/useTestApp';
import { acceptedOrder, settledBatch } from './tlsExports/tlsSupport';

// docs/jobs.md#a-jobs-life: a call that queued a job wakes the runner once it has answered, and one
// that queued mail wakes delivery (docs/settings.md#mail-delivery); a job that queues mail wakes it
// after each step commits. Both loops look on their own only once an hour here, so only a wake gets
// the work done while the test waits.
const AN_HOUR_MS = 3_600_000;

describe('a call that queues work wakes its loop once it has answered', () => {
  const ctx = useTestApp({ mailDelivery: { pollMs: AN_HOUR_MS }, jobs: { pollMs: AN_HOUR_MS } });

  it('delivers the mail a call queued at once', async () => {
    const { cookie } = await signIn(ctx.test.app, 'unverified@example.com');
    const resend = await ctx.api.post('/api/auth/resend-confirmation-email', { cookie });
    expect(resend.statusCode).toBe(204);
    const mail = await waitForMail(ctx.test.config.DATA_DIR, 'unverified@example.com', /confirm/);
    expect(mail.subject).toBe('Trophy Portal: confirm your e-mail address');
  });

  it('delivers at once the mail a call queued after it answered (forgot-password)', async () => {
    const asked = await ctx.api.post('/api/auth/forgot-password', {
      payload: { email: 'client@example.com' },
    });
    expect(asked.statusCode).toBe(204);
    const mail = await waitForMail(ctx.test.config.DATA_DIR, 'client@example.com', /reset/i);
    expect(mail.subject).toMatch(/password/i);
  });

  it('runs the job a call queued at once, and delivers the mail the job queued', async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const order = await acceptedOrder(ctx.test.app, admin);
    const created = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/tls-exports',
      headers: admin,
      payload: { orderIds: [order.id] },
    });
    expect(created.statusCode).toBe(201);
    const batch = await settledBatch(ctx.test.app, admin, created.json<{ id: string }>().id);
    expect(batch.status).toBe('done');
    const unsent = async () =>
      (await ctx.test.app.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).length;
    await expect.poll(unsent, { timeout: 5000 }).toBe(0);
  });
});
