import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

const INDEX = '<!doctype html><html><head><title>Trophy Portal</title></head><body></body></html>';
const DSN = 'https://public-key@o1.ingest.sentry.io/42';

// docs/offline.md#app-shell: what the service worker and the browser fetch to keep the app offline.
describe('serving the service worker and the manifest', () => {
  let test: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'trophy-client-'));
    writeFileSync(join(clientDir, 'index.html'), INDEX);
    writeFileSync(join(clientDir, 'sw.js'), 'self.skipWaiting()');
    writeFileSync(join(clientDir, 'workbox-1a2b3c.js'), 'define([], () => {})');
    writeFileSync(join(clientDir, 'manifest.webmanifest'), '{"name":"Trophy Portal"}');
    mkdirSync(join(clientDir, 'assets'));
    test = await createTestApp({ seed: false, clientDir, env: { SENTRY_DSN: DSN } });
  });
  afterAll(async () => {
    await test.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['/sw.js', '/workbox-1a2b3c.js'])(
    'serves %s as JavaScript the browser revalidates, so a release replaces the worker',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the manifest with its own type, revalidated', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers /index.html, which the worker precaches, as the page every path gets', async () => {
    const [precached, page] = await Promise.all(
      ['/index.html', '/instruction-registers'].map((url) =>
        test.app.inject({ method: 'GET', url }),
      ),
    );
    expect(precached!.statusCode).toBe(200);
    expect(precached!.headers['cache-control']).toBe('no-cache');
    expect(precached!.body).toContain(`<meta name="sentry-dsn" content="${DSN}" />`);
    expect(precached!.body).toBe(page!.body);
  });

  it('still answers a missing worker file with a 404, not the page', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/workbox-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
