import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// docs/screens.md#accessibility: what a screen must pass, checked by axe-core in the browser.

// The one violation this check leaves open: the quote editor's totals are a <dl> of paragraphs
// (OrderWorkflowPanel), which is being reworked with the editor; drop this when it is.
const leftOpen = (id: string, target: string) => id === 'definition-list' && target === 'dl';

/** The serious and critical violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      ...violation,
      targets: violation.nodes
        .map((node) => node.target.join(' '))
        .filter((target) => !leftOpen(violation.id, target)),
    }))
    .filter((violation) => violation.targets.length > 0)
    .map(
      (violation) =>
        `${page.url()}: ${violation.id} (${violation.impact}) on ${violation.targets.join(', ')}`,
    );
}

// A screen's code can take long to arrive on a busy two-core machine (the quote editor's chunk).
const SLOW = { timeout: 30_000 };

/** Waits until the screen has drawn: its code and its first data have arrived, no loader shows. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('#main-content, main').first()).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0, SLOW);
  await expect(
    page.locator('.MuiLinearProgress-root, .MuiCircularProgress-root, .MuiSkeleton-root'),
  ).toHaveCount(0, SLOW);
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
