import type { Page } from '@playwright/test';
import { consoleManifest } from '../../../src/features/resourceList';
import type { Role } from '../../../src/shared/roles';
import { errors as englishErrors } from '../../../src/client/i18n/en/errors';
import { errors as frenchErrors } from '../../../src/client/i18n/fr/errors';
import { seriousViolations, settled } from './accessibility';

// docs/screens.md#the-crawl: what no screen may show, in either language.
const BROKEN_SCREEN_TEXTS = [englishErrors, frenchErrors].flatMap((texts) => [
  texts.screen,
  texts.app.title,
]);
// A message key shown as it is (`portal.orders.workflow.status`), or a placeholder left unfilled.
const RAW_TEXT = /\b(?:portal|ra|resources|errors|validation)\.[A-Za-z]+\.[A-Za-z.]+|%\{/;

const firstRecordId = async (page: Page, name: string): Promise<string | undefined> => {
  const answer = await page.request.get(`/api/${name}?range=${encodeURIComponent('[0,0]')}`);
  if (!answer.ok()) throw new Error(`GET /api/${name} answered ${answer.status()}`);
  const records = (await answer.json()) as { id: string }[];
  return records[0]?.id;
};

/**
 * Every screen a signed-in role reaches: the items of the side drawer and the user menu as the app
 * shows them (so a new screen is crawled without anyone listing it), and for each resource its
 * definition lets the role see: the list, the create screen, and the first record's show and edit.
 * Call it on a desktop-sized page in English.
 * @example const paths = await screensOf(page, ['admin']);
 */
export async function screensOf(page: Page, roles: readonly Role[]): Promise<string[]> {
  await page.goto('/');
  await settled(page);
  const found = new Set(await hrefsIn(page, 'nav a[href]'));
  await page.getByRole('button', { name: 'User menu' }).click();
  for (const href of await hrefsIn(page, '[role="menu"] a[href]')) found.add(href);
  await page.keyboard.press('Escape');

  const may = (allowed: readonly Role[] | undefined) =>
    roles.some((role) => allowed?.includes(role));
  for (const resource of consoleManifest) {
    if (resource.referenceOnly) continue;
    const route = `/${resource.route}`;
    if (may(resource.allowed.list)) found.add(resource.listAtHome ? '/' : route);
    if (may(resource.allowed.create)) found.add(`${route}/create`);
    if (!may(resource.allowed.show) && !may(resource.allowed.edit)) continue;
    const id = await firstRecordId(page, resource.name);
    if (!id) continue;
    if (may(resource.allowed.show)) found.add(`${route}/${id}/show`);
    if (may(resource.allowed.edit)) found.add(`${route}/${id}`);
  }
  return [...found].sort();
}

async function hrefsIn(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
}

export interface CrawlChecks {
  /** A phone: the page must not scroll sideways. */
  phone: boolean;
}

/**
 * Opens each screen the way a person moves in the app (no reload between them) and says what is
 * wrong on each: an uncaught error or console error, the error screen, an error toast on arrival, a
 * raw message key or `%{` placeholder, a sideways scroll on a phone, an axe-core violation.
 * @example expect(await crawl(page, paths, { phone: false })).toEqual([]);
 */
export async function crawl(
  page: Page,
  paths: readonly string[],
  checks: CrawlChecks,
): Promise<string[]> {
  const problems: string[] = [];
  let at = '(start)';
  const report = (what: string) => problems.push(`${at}: ${what}`);
  page.on('pageerror', (error) => report(`uncaught ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') report(`console error ${message.text()}`);
  });
  await page.goto('/');
  await settled(page);
  for (const path of paths) {
    at = path;
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await settled(page);
    const text = await page.locator('body').innerText();
    for (const broken of BROKEN_SCREEN_TEXTS) if (text.includes(broken)) report(`"${broken}"`);
    const raw = RAW_TEXT.exec(text);
    if (raw) report(`raw text "${raw[0]}"`);
    for (const toast of await page.locator('.toast-error').allInnerTexts()) {
      report(`error toast "${toast}"`);
    }
    if (checks.phone) {
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (sideways > 0) report(`scrolls ${sideways} px sideways`);
    }
    for (const violation of await seriousViolations(page)) report(violation);
  }
  return problems;
}
