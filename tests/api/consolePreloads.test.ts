import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signIn';
import { createTestApp, type TestApp } from '../support/testApp';
import { tempDirs } from '../support/tempDirs';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';
// A build's manifest (vite.config.ts build.manifest) cut down: the entry, the console's chunk, one
// chunk both import and one only the console imports, with its CSS.
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_ra-list-1.js': {
    file: 'assets/ra-list-1.js',
    imports: ['_react-1.js'],
    css: ['assets/ra-list-1.css'],
  },
  'src/client/shell/console/ConsoleWithServices.tsx': {
    file: 'assets/ConsoleWithServices-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react-1.js', '_ra-list-1.js'],
  },
};
const CONSOLE_PRELOADS = [
  '<link rel="modulepreload" crossorigin href="/assets/ConsoleWithServices-1.js">',
  '<link rel="modulepreload" crossorigin href="/assets/ra-list-1.js">',
  '<link rel="preload" as="style" crossorigin href="/assets/ra-list-1.css">',
].join('');

describe("the console's pages ask for its chunks with the page", () => {
  const tempDir = tempDirs('trophy-client-');
  let test: TestApp;
  beforeAll(async () => {
    const clientDir = tempDir();
    writeFileSync(join(clientDir, 'index.html'), INDEX);
    mkdirSync(join(clientDir, '.vite'));
    writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    test = await createTestApp({ clientDir });
  });
  afterAll(() => test.close());

  it.each(['/', '/orders/7', '/instruction-registers', '/no/such/page'])(
    '%s preloads the console and what it imports beyond what the entry loads',
    async (url) => {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX.replace('</head>', `${CONSOLE_PRELOADS}</head>`));
    },
  );

  it.each([
    '/auth/login',
    '/auth/register',
    '/confirm-client-link',
    '/email-verification',
    '/complete-profile',
  ])('%s, drawn without the shell, preloads none of it', async (url) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.body).toBe(INDEX);
  });

  it("is the same page for a signed-in browser as for anybody, so it holds no user's data", async () => {
    const anonymous = await test.app.inject({ method: 'GET', url: '/orders/7' });
    const client = await test.app.inject({
      method: 'GET',
      url: '/orders/7',
      headers: await signIn(test.app, 'client@example.com'),
    });
    expect(client.body).toBe(anonymous.body);
    expect(client.headers['cache-control']).toBe('no-cache');
  });

  it("does not serve the build's manifest", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
  });
});
