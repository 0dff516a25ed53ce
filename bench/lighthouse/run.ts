// npm run bench:lighthouse: Lighthouse's performance and accessibility scores (its defaults: a
// phone's screen, simulated slow 4G and a 4x slower CPU) of the react-admin baseline's list, the
// client's order document and the collector's IR list, BENCH_ROUNDS (default 3) rounds in one run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import '../../scripts/ensureBuild';
import { paths } from '../../src/shared/paths';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demoAccounts';
import { chromiumPath } from '../../tests/e2e/support/chromium';
import { serveBaseline } from '../bundle/baselineServer';
import { buildBaseline } from '../bundle/builds';
import { portalServerEntry, startChildServer } from '../support/childServer';
import { clientOrderId } from '../support/clientOrder';
import { sessionCookies } from '../support/signedIn';
import { lighthouseTargets, printLighthouseReport, type PageScores } from './report';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** Where to keep each run's whole Lighthouse result (JSON, for the viewer or a closer look). */
const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS;

// Lighthouse's defaults otherwise: the mobile form factor, its screen, and simulated throttling.
const FLAGS: Flags = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance', 'accessibility'],
};

interface BenchPage {
  name: string;
  url: string;
  /** Who is signed in, or nobody (the baseline has no session). */
  email?: string;
}

/**
 * Runs Lighthouse on `page.url` in a fresh browser context holding the user's session cookies,
 * set before Lighthouse loads the page, as a browser that signed in earlier holds them.
 */
async function measure(browser: Browser, page: BenchPage, attempt = 1): Promise<PageScores> {
  const context = await browser.createBrowserContext();
  try {
    if (page.email) {
      const { origin } = new URL(page.url);
      const cookies = await sessionCookies(origin, page.email, DEMO_PASSWORD);
      await context.setCookie(
        ...cookies.map((cookie) => ({ ...cookie, domain: new URL(origin).hostname })),
      );
    }
    const tab = await context.newPage();
    const result = await lighthouse(page.url, FLAGS, undefined, tab);
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
    const { lhr } = result;
    // On a busy machine Lighthouse sometimes loses its own trace (NO_NAVSTART, "run Lighthouse
    // again"): the page is measured again, at most twice, rather than the run lost.
    if (lhr.runtimeError && attempt < 3) {
      console.log(`${page.name}: ${lhr.runtimeError.code}, measuring again`);
      return measure(browser, page, attempt + 1);
    }
    if (reportsDir) {
      const file = `${page.name.replace(/\W+/g, '-')}-${new Date().toISOString().replace(/\D/g, '')}.json`;
      writeFileSync(join(reportsDir, file), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
    // A lost session would measure the sign-in page instead: the page must stay where it was opened.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(page.url).pathname) {
      throw new Error(`${page.name} ended on ${lhr.finalDisplayedUrl}, not ${page.url}`);
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      metrics: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        si: metric('speed-index'),
      },
      failedAccessibility: (lhr.categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await context.close();
  }
}

const work = mkdtempSync(join(tmpdir(), 'lighthouse-bench-'));
try {
  const baselineDir = join(work, 'baseline');
  await buildBaseline(baselineDir);
  const baseline = await serveBaseline(baselineDir);
  const portal = await startChildServer(portalServerEntry, {
    BENCH_DATA_DIR: join(work, 'data'),
    BENCH_SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  });
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const pages: BenchPage[] = [
      { name: 'baseline: react-admin list', url: `${baseline.url}#/posts` },
      {
        name: "client's order document",
        url: `${portal.baseUrl}${paths.orders}/${await clientOrderId(portal.baseUrl)}`,
        email: 'client@example.com',
      },
      {
        name: "collector's IR list",
        url: `${portal.baseUrl}${paths.instructionRegisters}`,
        email: 'collector@example.com',
      },
    ];
    const measured = new Map<string, PageScores[]>(pages.map((page) => [page.name, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const page of pages) {
        const scores = await measure(browser, page);
        measured.get(page.name)!.push(scores);
        console.log(
          `round ${round + 1} ${page.name}: performance ${scores.performance}, accessibility ${scores.accessibility}`,
        );
      }
    }
    process.exitCode = printLighthouseReport(measured, pages[0]!.name, lighthouseTargets) ? 0 : 1;
  } finally {
    await browser.disconnect();
    chrome.kill();
    await portal.close();
    await baseline.close();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
