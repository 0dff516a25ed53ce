// npm run bench:first-load: the bytes over the wire of the orders list's first load in Chromium
// (cold cache, the demo admin), as the portal answers a browser that takes compression and one
// that does not (Accept-Encoding: identity, what every browser got before the portal compressed),
// from the same server in the same run. BENCH_ROUNDS (default 2) loads of each, alternated.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import '../../scripts/ensureBuild';
import { apiPaths } from '../../src/shared/apiPaths';
import { paths } from '../../src/shared/paths';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demoAccounts';
import { chromiumPath } from '../../tests/e2e/support/chromium';
import { ordersListReady } from '../bundle/readiness';
import { portalServerEntry, startChildServer } from '../support/childServer';

const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

interface FirstLoad {
  bytes: number;
  /** Bytes by CDP resource type (Document, Script, Stylesheet, Font, Fetch...). */
  byType: Map<string, number>;
  responses: number;
  /** Content-Encoding of the responses that had one. */
  encodings: Set<string>;
}

/**
 * Signs the demo admin in, then opens the orders list in a fresh context and sums CDP's
 * encodedDataLength (headers and body as received) of every response until the list shows and the
 * network is idle. The service worker is blocked: its precache of the whole build is a download of
 * its own, after the first render (docs/offline.md#app-shell), and not part of this load.
 */
async function firstLoad(browser: Browser, base: string, compressed: boolean): Promise<FirstLoad> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const login = await context.request.post(`${base}${apiPaths.auth.login}`, {
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
    headers: { origin: base },
  });
  if (!login.ok()) throw new Error(`signing in failed: ${login.status()}`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (!compressed) {
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  }
  const load: FirstLoad = { bytes: 0, byType: new Map(), responses: 0, encodings: new Set() };
  const types = new Map<string, string>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    types.set(requestId, type);
    const encoding = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    )?.[1];
    if (encoding) load.encodings.add(encoding);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const type = types.get(requestId) ?? 'Other';
    load.bytes += encodedDataLength;
    load.responses += 1;
    load.byType.set(type, (load.byType.get(type) ?? 0) + encodedDataLength);
  });
  await page.goto(`${base}${paths.home}`);
  await ordersListReady(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  return load;
}

const dir = mkdtempSync(join(tmpdir(), 'first-load-bench-'));
try {
  const server = await startChildServer(portalServerEntry, {
    BENCH_DATA_DIR: dir,
    BENCH_SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const before: FirstLoad[] = [];
    const after: FirstLoad[] = [];
    for (let round = 0; round < rounds; round += 1) {
      before.push(await firstLoad(browser, server.baseUrl, false));
      after.push(await firstLoad(browser, server.baseUrl, true));
    }
    if (before.some((load) => load.encodings.size > 0)) {
      throw new Error('an answer to Accept-Encoding: identity came compressed');
    }
    if (after.some((load) => !load.encodings.has('br'))) {
      throw new Error('no answer came compressed with brotli');
    }

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);
    console.log(
      `First load of the orders list, demo admin, cold cache: bytes over the wire (${rounds} rounds)`,
    );
    for (const [name, loads] of [
      ['before: Accept-Encoding: identity', before],
      ["after: Chromium's Accept-Encoding", after],
    ] as const) {
      const each = loads.map((load) => `${kb(load.bytes)} (${load.responses} responses)`);
      console.log(`  ${name.padEnd(36)} ${each.join('  ')}`);
    }
    const ratios = before.map((load, round) => after[round]!.bytes / load.bytes);
    console.log(`  ratio after/before ${ratios.map((ratio) => ratio.toFixed(3)).join('  ')}`);
    console.log(`  encodings after: ${[...after[0]!.encodings].join(', ')}`);
    console.log('By resource type (first round):');
    for (const type of before[0]!.byType.keys()) {
      const was = before[0]!.byType.get(type)!;
      const now = after[0]!.byType.get(type) ?? 0;
      console.log(`  ${type.padEnd(12)} ${kb(was)} -> ${kb(now)}  ratio ${(now / was).toFixed(3)}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
