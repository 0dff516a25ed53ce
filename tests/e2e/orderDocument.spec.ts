import type { Page } from '@playwright/test';
import type { Order, OrderListRow } from '../../src/features/orders/definition';
import type { Language } from '../../src/shared/languages';
import { formatMoney } from '../../src/shared/money';
import { lineTotalMinor } from '../../src/shared/orderTotals';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/order-workflow.md#reading-an-order: a client's order past Draft reads as a document, and on a
// 360 px phone its lines are cards: nothing cut off, no sideways scroll.

const CLIENT = 'client@example.com';

/** The signed-in user's first order past Draft, read whole, as the screen reads it. */
async function orderPastDraft(page: Page): Promise<Order> {
  const rows = (await (await page.request.get('/api/orders')).json()) as OrderListRow[];
  const row = rows.find((one) => one.status !== 'draft');
  if (!row) throw new Error('the demo data has no order past Draft for this user');
  return (await (await page.request.get(`/api/orders/${row.id}`)).json()) as Order;
}

async function setLanguage(page: Page, language: Language) {
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  const answer = await page.request.put('/api/clients/account/language', {
    data: { language },
    headers: { origin },
  });
  expect(answer.ok()).toBe(true);
}

/** The page is no wider than the window, and `element` lies wholly within its width. */
async function expectWithinWidth(page: Page, element: ReturnType<Page['locator']>) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await element.scrollIntoViewIfNeeded();
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(widths.client);
}

// The worker's portal serves the other specs too: the client goes back to English whatever happens.
test.afterEach(async ({ page }) => {
  await signIn(page, CLIENT);
  await setLanguage(page, 'en');
});

/** The document's line cards, in the list named `lines` (the stepper's lists follow it). */
const lineCards = (page: Page, lines = 'Lines') =>
  page.getByRole('article').getByRole('list', { name: lines, exact: true }).getByRole('listitem');

for (const [language, line, lineTotal, total, lines] of [
  ['en', 'Line 1', 'Line total', 'Total', 'Lines'],
  ['fr', 'Ligne 1', 'Total de la ligne', 'Total', 'Lignes'],
] as const) {
  test(`a client's order at 360 px (${language}): a document of cards, its line and order totals in view, no sideways scroll`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, CLIENT);
    await setLanguage(page, language);
    const order = await orderPastDraft(page);
    await page.goto(`/orders/${order.id}`);

    const doc = page.getByRole('article');
    await expect(doc).toBeVisible();
    await expect(doc.getByRole('textbox')).toHaveCount(0);
    await expect(doc.getByRole('combobox')).toHaveCount(0);
    await expect(lineCards(page, lines)).toHaveCount(order.lines.length);

    const firstLine = order.lines[0]!;
    const money = (minor: number) => formatMoney(minor, order.currency, language);
    const lineTotalValue = doc
      .getByRole('listitem', { name: line })
      .locator('dt', { hasText: new RegExp(`^${lineTotal}$`) })
      .locator('+ dd');
    await expect(lineTotalValue).toHaveText(money(lineTotalMinor(firstLine)!));
    await expectWithinWidth(page, lineTotalValue);

    const orderTotal = doc
      .getByRole('region')
      .getByRole('row', { name: new RegExp(`^${total}\\s`) })
      .getByRole('cell');
    await expect(orderTotal).toHaveText(money(order.totals.totalMinor));
    await expectWithinWidth(page, orderTotal);
  });
}

test("an outfitter's order past Draft at 1366 px: a document with its lines as a table, no Save", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, 'outfitter@example.com');
  const order = await orderPastDraft(page);
  await page.goto(`/orders/${order.id}`);
  const doc = page.getByRole('article');
  await expect(doc.getByRole('table', { name: 'Lines' }).getByRole('row')).not.toHaveCount(1);
  await expect(doc.getByRole('region', { name: 'Totals' })).toContainText(
    formatMoney(order.totals.totalMinor, order.currency, 'en').replace(/\s/g, ' '),
  );
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  // Show would open the same document again.
  await expect(page.getByRole('link', { name: 'Show' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Status' })).toBeVisible();
});

test('a PH reads an order at 360 px: the document with no empty actions bar above it, no sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'ph@example.com');
  const order = await orderPastDraft(page);
  await page.goto(`/orders/${order.id}/show`);
  await expect(lineCards(page)).toHaveCount(order.lines.length);
  // A PH may not edit: react-admin's bar would hold no Edit button, only white space on a phone.
  await expect(page.locator('.show-page > .MuiToolbar-root')).toHaveCount(0);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
});

// bench/lighthouse: what a phone pays for the client's order document.
test("a client's order at 360 px loads none of the editor's code and does not move once drawn", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await signIn(page, CLIENT);
  const order = await orderPastDraft(page);
  await page.goto(`/orders/${order.id}`);
  await expect(lineCards(page)).toHaveCount(order.lines.length);
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The form and staff's date inputs, each a chunk of its own, and the inputs they draw with.
  expect(
    scripts.filter((path) =>
      /\/(OrderForm|ExpectedDatesSection|ReferenceInput|SelectInput|DateInput)-/.test(path),
    ),
  ).toEqual([]);
  // Neither an actions bar that goes nor names that come later push the document about.
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.01);
});

test("staff's editor still loads the form: the liaison edits the client's order", async ({
  page,
}) => {
  await signIn(page, CLIENT);
  const order = await orderPastDraft(page);
  await signIn(page, 'liaison@example.com');
  const form = page.waitForRequest((request) => /\/OrderForm-[\w-]+\.js$/.test(request.url()));
  await page.goto(`/orders/${order.id}`);
  await form;
  await expect(page.getByRole('combobox', { name: 'Pricelist' })).toBeVisible();
  // Staff's date inputs, which load on their own.
  await expect(page.getByRole('region', { name: 'Expected dates' })).toBeVisible();
});
