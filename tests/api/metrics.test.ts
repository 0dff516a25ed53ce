import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema/jobs';
import { mailOutbox } from '../../src/server/db/schema/mailOutbox';
import { createTestApp, type TestApp } from '../support/testApp';

const TOKEN = 'metrics-token-0123456789';
const NOT_FOUND = { message: 'Not found' };

// The value of one sample line of the Prometheus text, e.g. `mail_queue_depth 1`.
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics with neither METRICS_TOKEN nor METRICS_ALLOW (docs/settings.md#metrics)', () => {
  let test: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'trophy-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    test = await createTestApp({ seed: false, clientDir });
  });
  afterAll(async () => {
    await test.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['/metrics', '/metrics/', '/metrics?x=1'])(
    'answers %s 404 like an unknown API path, never the app page',
    async (url) => {
      const response = await test.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    },
  );
});

describe('GET /metrics behind METRICS_TOKEN and METRICS_ALLOW', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({
      seed: false,
      // The proxy in front is 127.0.0.1, app.inject's own address.
      env: {
        METRICS_TOKEN: TOKEN,
        METRICS_ALLOW: '10.1.0.0/16, fd00::/8',
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_URL: 'https://portal.example',
      },
      mailDelivery: { pollMs: 3_600_000 },
    });
  });
  afterAll(() => test.close());

  const scrape = (headers: Record<string, string> = {}, remoteAddress?: string) =>
    test.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer metrics-token-wrong-guess' }],
    ['the token without Bearer', { authorization: TOKEN }],
  ])('answers 401 to %s', async (_, headers) => {
    const response = await scrape(headers);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('Bearer');
    expect(response.json().message).toContain('METRICS_TOKEN');
  });

  it('answers Prometheus text to the token, every family named, routes by pattern', async () => {
    const ids = ['7d1f0c36-3a8e-4c1e-9b0e-2f4a5c6d7e8f', '0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d'];
    for (const id of ids) await test.app.inject({ method: 'GET', url: `/api/orders/${id}` });
    await test.app.inject({ method: 'GET', url: '/api/health' });
    const response = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/orders/:id",status_code="401"}'),
    ).toBe(2);
    expect(
      sample(text, 'http_requests_total{method="GET",route="/api/health",status_code="200"}'),
    ).toBe(1);
    for (const id of ids) expect(text).not.toContain(id);
    for (const family of [
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status_code="200"}',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'mail_queue_depth',
      'mail_queue_oldest_due_age_seconds',
      'worker_pool_queue_size{pool="pdf"}',
      'worker_pool_active_tasks{pool="pdf"}',
      'worker_pool_utilization{pool="pdf"}',
      'worker_pool_queue_size{pool="image_decode"}',
    ]) {
      expect(sample(text, family), family).toBeTypeOf('number');
    }
    // The PDF pool starts with the first PDF: until then it reads 0.
    expect(sample(text, 'worker_pool_utilization{pool="pdf"}')).toBe(0);
  });

  it("reads the pool's connections on PostgreSQL and reports none on PGlite, which has no pool", async () => {
    const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    const onPostgres = test.database.kind === 'postgres';
    for (const family of [
      'db_pool_connections',
      'db_pool_idle_connections',
      'db_pool_waiting_queries',
    ]) {
      expect(sample(text, family) !== undefined, family).toBe(onPostgres);
    }
  });

  it("reads the mail queue's depth and its oldest due message's age at each scrape", async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await test.app.db.insert(mailOutbox).values([
      { to: 'a@example.com', subject: 'Due', text: '.', nextAttemptAt: minutesAgo(2) },
      { to: 'b@example.com', subject: 'Retried later', text: '.', nextAttemptAt: minutesAgo(-5) },
      { to: 'c@example.com', subject: 'Sent', text: '.', sentAt: new Date() },
    ]);
    const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    await test.app.db.delete(mailOutbox);
    expect(sample(text, 'mail_queue_depth')).toBe(2);
    expect(sample(text, 'mail_queue_oldest_due_age_seconds')).toBeGreaterThanOrEqual(119);
    expect(sample(text, 'mail_queue_oldest_due_age_seconds')).toBeLessThan(180);
    const empty = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    expect(sample(empty, 'mail_queue_depth')).toBe(0);
    expect(sample(empty, 'mail_queue_oldest_due_age_seconds')).toBe(0);
  });

  it('counts the jobs of each kind in each status at each scrape', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000);
    await test.app.db.insert(jobs).values([
      { kind: 'probe', payload: {}, status: 'failed', lastError: 'no' },
      { kind: 'probe', payload: {}, status: 'failed', lastError: 'no' },
      { kind: 'probe', payload: {}, nextAttemptAt: inAnHour },
    ]);
    const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    await test.app.db.delete(jobs);
    expect(sample(text, 'jobs{kind="probe",status="failed"}')).toBe(2);
    expect(sample(text, 'jobs{kind="probe",status="queued"}')).toBe(1);
    const empty = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    expect(sample(empty, 'jobs{kind="probe",status="failed"}')).toBeUndefined();
  });

  it.each([
    ['an address in a listed range', '10.1.2.3', {}],
    ['an IPv6 address in a listed range', 'fd00::17', {}],
    ['a listed client behind the trusted proxy', '127.0.0.1', { 'x-forwarded-for': '10.1.9.9' }],
  ])('lets %s read without a token', async (_, remoteAddress, headers) => {
    const response = await scrape(headers, remoteAddress);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_requests_total');
  });

  it.each([
    ['an address outside the ranges', '10.2.0.1', {}],
    ['a client that writes a listed address itself', '10.2.0.1', { 'x-forwarded-for': '10.1.2.3' }],
  ])('asks %s for the token', async (_, remoteAddress, headers) => {
    expect((await scrape(headers, remoteAddress)).statusCode).toBe(401);
  });
});

describe('GET /metrics with METRICS_ALLOW alone', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ seed: false, env: { METRICS_ALLOW: '192.168.7.0/24' } });
  });
  afterAll(() => test.close());

  it('answers a listed address, and anyone else the 404 of an unknown path', async () => {
    const from = (remoteAddress: string) =>
      test.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
    expect((await from('192.168.7.20')).statusCode).toBe(200);
    const outside = await from('192.168.8.20');
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual(NOT_FOUND);
  });
});
