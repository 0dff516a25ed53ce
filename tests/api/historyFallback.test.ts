import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

const INDEX = '<!doctype html><div id="root"></div>';

describe('serving the built app', () => {
  let test: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'trophy-client-'));
    writeFileSync(join(clientDir, 'index.html'), INDEX);
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
    test = await createTestApp({ seed: false, clientDir });
  });
  afterAll(async () => {
    await test.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['/', '/clients', '/admin/species/42', '/no/such/page'])(
    'answers index.html for %s so the client router decides',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it('serves fingerprinted assets as immutable', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with a 404 rather than the page, so a stale tab fails clearly', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/app-gone.js' });
    expect(response.statusCode).toBe(404);
  });

  it.each(['/foo.js', '/favicon.ico', '/deep/path/chunk-abc123.css', '/robots.txt?x=1'])(
    'answers a missing file %s with a 404, not the page the browser would fail to run',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    },
  );

  it('a page path whose query holds a dot still gets the app', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/clients?filter=a.b' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it.each(['/api', '/api/no-such-call', '/api/clients/unknown/thing'])(
    'answers an unknown API path %s with a JSON 404',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    },
  );

  it('answers a JSON 404, not the page, to a POST on an unknown path', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/somewhere', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
