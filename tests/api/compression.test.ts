import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signIn';
import { createTestApp, type TestApp } from '../support/testApp';

const ASSET = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};`;
const DECODE = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('compressed answers (docs/api.md#compression)', () => {
  let test: TestApp;
  let clientDir: string;
  let admin: Record<string, string>;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'trophy-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(clientDir, 'assets'));
    const asset = join(clientDir, 'assets', 'list-1234.js');
    writeFileSync(asset, ASSET);
    writeFileSync(`${asset}.br`, brotliCompressSync(ASSET));
    writeFileSync(`${asset}.gz`, gzipSync(ASSET));
    writeFileSync(join(clientDir, 'photo.png'), randomBytes(4096));
    test = await createTestApp({ clientDir });
    admin = await signIn(test.app, 'admin@example.com');
  });
  afterAll(async () => {
    await test.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, headers: { ...admin, ...headers } });
  const LIST = `/api/orders?range=${encodeURIComponent('[0,24]')}`;

  it.each(['br', 'gzip'] as const)(
    'compresses a list with %s when asked, keeping its Content-Range',
    async (encoding) => {
      const plain = await get(LIST);
      const compressed = await get(LIST, { 'accept-encoding': encoding });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toContain('accept-encoding');
      expect(compressed.headers['content-range']).toBe(plain.headers['content-range']);
      expect(compressed.headers['content-range']).toMatch(/^orders 0-\d+\//);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(DECODE[encoding](compressed.rawPayload).toString()).toBe(plain.body);
    },
  );

  it('prefers brotli when the client takes both', async () => {
    const response = await get(LIST, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends a client that does not ask the plain JSON', async () => {
    const response = await get(LIST);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toBeInstanceOf(Array);
  });

  it('leaves an answer under a kilobyte as it is', async () => {
    const response = await get('/api/health', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('leaves compressed content such as images as it is', async () => {
    const response = await get('/photo.png', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(4096);
  });

  it.each(['br', 'gzip'] as const)(
    "serves a built asset's .%s file, made at build time, to a client that asks",
    async (encoding) => {
      const response = await get('/assets/list-1234.js', { 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(DECODE[encoding](response.rawPayload).toString()).toBe(ASSET);
    },
  );

  it('serves the plain asset to a client that does not ask, varying on Accept-Encoding', async () => {
    const response = await get('/assets/list-1234.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body).toBe(ASSET);
  });
});
