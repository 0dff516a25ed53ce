import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import * as Sentry from '@sentry/node';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSentry } from '../../src/server/serverSentry';
import { createTestApp, type TestApp } from '../support/testApp';

interface SentryEvent {
  release?: string;
  environment?: string;
  tags?: Record<string, string>;
  request?: { url?: string; method?: string; data?: unknown; headers?: unknown };
  exception?: { values?: { value?: string }[] };
}

const PASSWORD = 'Never-in-Sentry-2026';

// Sentry.init is the process's: this file runs in a worker of its own (vitest.config.ts, API_MOCKING).
describe('server errors reach Sentry (docs/settings.md#error-reporting)', () => {
  let ingest: Server;
  let test: TestApp;
  const events: SentryEvent[] = [];
  beforeAll(async () => {
    // Stands in for Sentry's ingest: an envelope is lines of JSON, a header then items, each item
    // a header and a payload.
    ingest = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = (
          request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body
        ).toString();
        const lines = text.split('\n').filter(Boolean);
        for (let index = 1; index + 1 < lines.length; index += 2) {
          const item = JSON.parse(lines[index]!) as { type: string };
          if (item.type === 'event') events.push(JSON.parse(lines[index + 1]!) as SentryEvent);
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
    const { port } = ingest.address() as AddressInfo;
    const env = { SENTRY_DSN: `http://publickey@127.0.0.1:${port}/42` };
    test = await createTestApp({ seed: false, env });
    await startSentry(test.config);
    // Over real HTTP, as Sentry sees a request in production.
    await test.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Sentry.close(2000);
    await test.close();
    await new Promise((resolve) => ingest.close(resolve));
  });

  const login = (payload: object, requestId: string) => {
    const origin = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
    return fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify(payload),
    });
  };

  it("sends a fault of the portal's with the release and the request's id, never a user's mistake", async () => {
    const mistake = await login({ email: 'not an e-mail' }, 'users-mistake-1');
    expect(mistake.status).toBe(400);
    // A table gone is no user's doing: the sign-in's query fails and the call answers 500.
    await test.app.db.execute(sql`alter table users rename to users_gone`);
    const fault = await login({ email: 'a@example.com', password: PASSWORD }, 'fault-1');
    expect(fault.status).toBe(500);
    expect(fault.headers.get('x-request-id')).toBe('fault-1');
    await Sentry.flush(5000);

    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      release: '0.3.0',
      environment: 'test',
      tags: { request_id: 'fault-1' },
    });
    expect(JSON.stringify(events[0]!.exception)).toContain('users');
    // It names the call, never what was sent.
    expect(events[0]!.request).toMatchObject({ method: 'POST' });
    expect(events[0]!.request?.url).toContain('/api/auth/login');
    expect(events[0]!.request).not.toHaveProperty('data');
    expect(events[0]!.request).not.toHaveProperty('headers');
    expect(JSON.stringify(events[0])).not.toContain(PASSWORD);
  });
});
