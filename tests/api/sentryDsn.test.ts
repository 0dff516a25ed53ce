import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

const INDEX = '<!doctype html><html><head><title>Trophy Portal</title></head><body></body></html>';
const DSN = 'https://public-key@o1.ingest.sentry.io/42';

describe('the browser learns the Sentry DSN from the served page', () => {
  let clientDir: string;
  let withDsn: TestApp;
  let withoutDsn: TestApp;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'trophy-client-'));
    writeFileSync(join(clientDir, 'index.html'), INDEX);
    withDsn = await createTestApp({ seed: false, clientDir, env: { SENTRY_DSN: DSN } });
    withoutDsn = await createTestApp({ seed: false, clientDir });
  });
  afterAll(async () => {
    await withDsn.close();
    await withoutDsn.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('writes SENTRY_DSN into the page and lets the page report to its host', async () => {
    const response = await withDsn.app.inject({ method: 'GET', url: '/orders/7' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`<meta name="sentry-dsn" content="${DSN}" />`);
    expect(response.headers['content-security-policy']).toContain(
      "connect-src 'self' https://o1.ingest.sentry.io",
    );
  });

  it('serves the page untouched, and reporting nowhere, when no DSN is set', async () => {
    const response = await withoutDsn.app.inject({ method: 'GET', url: '/orders/7' });
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-security-policy']).not.toContain('sentry');
  });

  it('refuses a SENTRY_DSN that is no URL at start', async () => {
    await expect(createTestApp({ seed: false, env: { SENTRY_DSN: 'not a url' } })).rejects.toThrow(
      /SENTRY_DSN/,
    );
  });
});
