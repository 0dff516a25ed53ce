import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { paths } from '../../src/shared/paths';
import { apiPaths } from '../../src/shared/apiPaths';
import { loadConfig } from '../../src/server/config';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demoAccounts';
import { DEFAULT_CLIENT_DIR, startPortal } from '../../src/server/startPortal';
import { chromiumPath } from '../../tests/e2e/support/chromium';
import { clientOrderId } from '../support/clientOrder';
import { serveBaseline } from './baselineServer';
import { buildBaseline, buildPortal } from './builds';
import { builtJavaScriptBytes, javascriptUntilReady, totalBytes } from './javascriptBytes';
import { baselineReady, loginPageReady, orderDocumentReady, ordersListReady } from './readiness';

// The budget: shares of the baseline's JavaScript.
const TARGETS = { login: 0.4, ordersList: 1.0 };

const work = mkdtempSync(join(tmpdir(), 'trophy-bench-'));
const baselineDir = join(work, 'baseline');
console.log('Building the portal and the react-admin baseline...');
await buildPortal();
await buildBaseline(baselineDir);

const portal = await startPortal(
  // The demo accounts sign in below: seeding is off unless asked for since SEED_DEMO became a setting.
  loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: join(work, 'data'),
    SEED_DEMO: 'true',
  }),
  false,
);
const baselineServer = await serveBaseline(baselineDir);
const baselineUrl = baselineServer.url;

const signInAs = (email: string) => async (context: BrowserContext) => {
  const response = await context.request.post(`${portal.url}${apiPaths.auth.login}`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: portal.url },
  });
  if (!response.ok()) throw new Error(`signing in as ${email} failed: ${response.status()}`);
};

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
try {
  const baseline = await javascriptUntilReady(browser, `${baselineUrl}#/posts`, baselineReady);
  const login = await javascriptUntilReady(browser, `${portal.url}${paths.login}`, loginPageReady);
  const orders = await javascriptUntilReady(
    browser,
    `${portal.url}${paths.home}`,
    ordersListReady,
    signInAs('admin@example.com'),
  );
  // The collector's one screen, with the offline layer their browser loads (docs/offline.md).
  const registers = await javascriptUntilReady(
    browser,
    `${portal.url}${paths.instructionRegisters}`,
    ordersListReady,
    signInAs('collector@example.com'),
  );
  // The client's order past Draft, which reads as a document: within the orders list's budget.
  const clientOrder = await javascriptUntilReady(
    browser,
    `${portal.url}${paths.orders}/${await clientOrderId(portal.url)}`,
    orderDocumentReady,
    signInAs('client@example.com'),
  );

  const base = totalBytes(baseline);
  const wholeBuild = builtJavaScriptBytes(join(DEFAULT_CLIENT_DIR, 'assets'));
  const rows = [
    { page: 'baseline (react-admin, one resource)', bytes: base, target: undefined },
    { page: 'login page', bytes: totalBytes(login), target: TARGETS.login },
    { page: 'orders list (signed in)', bytes: totalBytes(orders), target: TARGETS.ordersList },
    { page: "collector's IR list", bytes: totalBytes(registers), target: TARGETS.ordersList },
    { page: "client's order", bytes: totalBytes(clientOrder), target: TARGETS.ordersList },
  ];
  console.log(
    `\nThe portal's whole build: ${wholeBuild.files} JavaScript files, ${wholeBuild.bytes} gzip bytes.`,
  );
  console.log('JavaScript downloaded before the page is interactive (gzip bytes):');
  for (const row of rows) {
    const ratio = row.bytes / base;
    const verdict = row.target === undefined ? '' : ratio <= row.target ? ' ok' : ' OVER BUDGET';
    const budget = row.target === undefined ? '' : ` (target <= ${row.target.toFixed(2)})`;
    console.log(
      `  ${row.page.padEnd(38)} ${String(row.bytes).padStart(8)}  ratio ${ratio.toFixed(3)}${budget}${verdict}`,
    );
  }
  for (const [name, downloads] of Object.entries({ login, orders, registers, clientOrder })) {
    console.log(
      `\n${name}: ${downloads.map((d) => `${new URL(d.url).pathname} ${d.gzipBytes}`).join(', ')}`,
    );
  }
  process.exitCode = rows.every((row) => row.target === undefined || row.bytes / base <= row.target)
    ? 0
    : 1;
} finally {
  await browser.close();
  await baselineServer.close();
  await portal.close();
  rmSync(work, { recursive: true, force: true });
}
