import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalLogger } from '../../src/server/plugins/everyCall';
import { createTestApp, type TestApp } from '../support/testApp';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids (docs/api.md#request-ids)', () => {
  let test: TestApp;
  let clientDir: string;
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'trophy-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    test = await createTestApp({
      seed: false,
      clientDir,
      logger: { ...(portalLogger({ LOG_LEVEL: 'info' }) as object), stream },
    });
  });
  afterAll(async () => {
    await test.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, headers });

  it('gives a request without an id a UUID of its own, sent back in X-Request-Id', async () => {
    const response = await get('/api/health');
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it.each(['abc-123', 'req_1.2:3', 'A'.repeat(128)])('keeps a short, safe id (%s)', async (id) => {
    const response = await get('/api/health', { 'x-request-id': id });
    expect(response.headers['x-request-id']).toBe(id);
  });

  it.each([
    ['too long', 'A'.repeat(129)],
    ['spaces', 'two words'],
    ['markup', '<script>'],
    ['a quote', 'a"b'],
    ['empty', ''],
  ])('replaces an id with %s by a UUID, so no caller writes into the logs', async (_, id) => {
    const response = await get('/api/health', { 'x-request-id': id });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it.each([
    ['an unknown API path', '/api/no-such-call', 404],
    ['a call that needs a session', '/api/orders', 401],
    ['a malformed address', '/api/orders/%E0%A4%A', 400],
    ['a static file', '/assets/app-1234.js', 200],
    ['a page of the app', '/orders', 200],
  ])('names the request on %s', async (_, url, status) => {
    const response = await get(url, { 'x-request-id': 'trace-7' });
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-request-id']).toBe('trace-7');
  });

  it("carries the id on the request's one log line (docs/settings.md#logs), as Fastify's reqId", async () => {
    await get('/api/no-such-call', { 'x-request-id': 'logged-42', cookie: 'tp_access=secret' });
    const lines = logLines.filter((line) => line.reqId === 'logged-42');
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/no-such-call' }),
        res: { statusCode: 404 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});
