import { sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema/mailOutbox';
import { createTestApp, type TestApp } from '../support/testApp';

// One app whose database answers and one whose database is gone serve every test of the file.
let test: TestApp;
let broken: TestApp;
beforeAll(async () => {
  // Delivery looks only at start: the messages a test queues afterwards stay as they are.
  test = await createTestApp({ seed: false, mailDelivery: { pollMs: 3_600_000 } });
  broken = await createTestApp({ seed: false });
  await broken.database.close();
});
afterAll(async () => {
  await test.close();
  await broken.app.close();
});

describe('GET /api/health', () => {
  it('answers ok with version 0.3.0 while the database is reachable', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: '0.3.0', database: 'ok' });
  });

  it('sends security headers without upgrade-insecure-requests, which would blank the page over http', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('answers 503 when the database is gone', async () => {
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
  });
});

describe('the probes with the database gone', () => {
  it('GET /api/health/live answers 200 while the process answers', async () => {
    const response = await broken.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: '0.3.0' });
  });

  it('GET /api/health/ready answers 503 naming the database', async () => {
    const response = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      version: '0.3.0',
      checks: { database: 'unreachable', migrations: 'unknown', mailQueue: 'unknown' },
    });
  });
});

describe('GET /api/health/ready (docs/settings.md#health-probes)', () => {
  const ready = () => test.app.inject({ method: 'GET', url: '/api/health/ready' });
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const queueMail = (message: Partial<typeof mailOutbox.$inferInsert>) =>
    test.app.db
      .insert(mailOutbox)
      .values({ to: 'a@example.com', subject: 'Hi', text: 'Hello', ...message });
  afterEach(async () => {
    await test.app.db.delete(mailOutbox);
  });

  it('answers 200 when the database answers, every migration is applied and no mail is stuck', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      version: '0.3.0',
      checks: { database: 'ok', migrations: 'ok', mailQueue: 'ok' },
    });
  });

  it('answers 503 naming the migrations while a migration file is not applied', async () => {
    // The newest record, stamped before every file, reads as never applied; then restored.
    const migrationStamps = (change: SQL) =>
      test.app.db.execute(sql`update drizzle.__drizzle_migrations set created_at = -created_at
        where ${change}`);
    await migrationStamps(
      sql`created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const response = await ready();
    await migrationStamps(sql`created_at < 0`);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      version: '0.3.0',
      checks: { database: 'ok', migrations: 'pending', mailQueue: 'ok' },
    });
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 naming the mail queue once a message has been due for over 15 minutes', async () => {
    await queueMail({ nextAttemptAt: minutesAgo(16) });
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: 'ok', migrations: 'ok', mailQueue: 'stuck' },
    });
  });

  it.each([
    ['due for less than 15 minutes', { nextAttemptAt: minutesAgo(14) }],
    ['waiting for its next attempt', { nextAttemptAt: minutesAgo(-30) }],
    ['sent', { nextAttemptAt: minutesAgo(60), sentAt: minutesAgo(59) }],
    ['given up', { nextAttemptAt: minutesAgo(60), gaveUpAt: minutesAgo(59) }],
  ])('stays ready with a message %s', async (_, message) => {
    await queueMail(message);
    expect((await ready()).statusCode).toBe(200);
  });
});
