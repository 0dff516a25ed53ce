import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type axe from 'axe-core';

// docs/screens.md#accessibility: what a screen must pass, checked by axe-core in the browser.

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

// The one violation this check leaves open: the quote editor's totals are a <dl> of paragraphs
// (OrderWorkflowPanel), which is being reworked with the editor; drop this when it is.
const leftOpen = (id: string, target: string) => id === 'definition-list' && target === 'dl';

/**
 * The violations on the page as it is now of the given impacts (every impact when none is given),
 * one line each.
 */
async function axeViolations(page: Page, impacts?: readonly axe.ImpactValue[]): Promise<string[]> {
  // axe-core is loaded once a page and stays while the crawl moves without reloading: loading it
  // for every check (as @axe-core/playwright does) made a check take 1.4 s instead of 0.2 s.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, kept }) => {
      const { axe: run } = window as unknown as { axe: typeof axe };
      const { violations: found } = await run.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return found
        .filter((violation) => !kept || kept.includes(violation.impact!))
        .map(({ id, impact, nodes }) => ({
          id,
          impact,
          targets: nodes.map((node) => node.target.join(' ')),
        }));
    },
    { tags: TAGS, kept: impacts ?? null },
  );
  return violations
    .map((violation) => ({
      ...violation,
      targets: violation.targets.filter((target) => !leftOpen(violation.id, target)),
    }))
    .filter((violation) => violation.targets.length > 0)
    .map(
      (violation) =>
        `${page.url()}: ${violation.id} (${violation.impact}) on ${violation.targets.join(', ')}`,
    );
}

/** The serious and critical violations on the page as it is now, one line each. */
export const seriousViolations = (page: Page) => axeViolations(page, ['serious', 'critical']);

/**
 * Every violation on the page as it is now, moderate and minor ones too (a skipped heading level,
 * a page without h1), which Lighthouse's accessibility score counts (bench/lighthouse).
 * @example expect(await everyViolation(page)).toEqual([]);
 */
export const everyViolation = (page: Page) => axeViolations(page);

// A screen's code can take long to arrive on a busy two-core machine (the quote editor's chunk).
const SLOW = { timeout: 30_000 };

/** Waits until the screen has drawn: its code and its first data have arrived, no loader shows. */
export async function settled(page: Page): Promise<void> {
  // Checked in the page on every animation frame: an expect() polls at growing intervals and adds
  // up to half a second a screen after the loader has gone, which a crawl of a role's 55 screens
  // pays 55 times.
  await page.waitForFunction(
    (loaders) => {
      const main = document.querySelector('#main-content, main');
      if (!main?.checkVisibility()) return false;
      if (document.querySelector(loaders)) return false;
      const text = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = text.nextNode(); node; node = text.nextNode()) {
        if (node.textContent?.trim() === 'Loading...') return false;
      }
      return true;
    },
    '.MuiLinearProgress-root, .MuiCircularProgress-root, .MuiSkeleton-root',
    SLOW,
  );
}

/**
 * Visits each page and collects every serious or critical violation axe finds, so one run reports
 * all of them at once; the signed-in screens are checked by the crawl (screenCrawl.ts).
 * @example expect(await violationsOn(page, ['/auth/login'])).toEqual([]);
 */
export async function violationsOn(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    found.push(...(await seriousViolations(page)));
  }
  return found;
}
