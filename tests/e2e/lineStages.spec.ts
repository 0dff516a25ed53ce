import type { Page } from '@playwright/test';
import type { OrderListRow } from '../../src/features/orders/definition';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/line-stages.md: "Where is my trophy?": a liaison moves a line of the client's order from
// the editor, and the client, on a 360 px phone, reads the line's new stage on its stepper.

test.use({ viewport: { width: 360, height: 740 } });

/** One of the client's orders whose lines move (Accepted or In production). */
async function orderWhoseLinesMove(page: Page): Promise<OrderListRow> {
  const rows = (await (await page.request.get('/api/orders')).json()) as OrderListRow[];
  return rows.find((one) => one.status === 'accepted' || one.status === 'inProduction')!;
}

test('a liaison moves a line and the client sees it on the stepper at 360 px', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'client@example.com');
  const order = await orderWhoseLinesMove(page);
  expect(order).toBeDefined();

  const studio = await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 } });
  const liaison = await studio.newPage();
  await signIn(liaison, 'liaison@example.com');
  await liaison.goto(`/orders/${order.id}`);
  const stage = liaison.getByRole('combobox', { name: 'Stage of line 1' });
  const inProduction = (await stage.inputValue()).startsWith('inProduction');
  const target = inProduction ? 'Received at the studio' : 'In production: Tanning';
  await stage.selectOption({ label: target });
  await expect(liaison.getByText(`Line 1 is now ${target}`)).toBeVisible();
  await expect(liaison.getByRole('list', { name: 'Status history' })).toContainText(`Line 1: `);
  await studio.close();

  await page.goto(`/orders/${order.id}`);
  const stepper = page.getByRole('list', { name: 'Where line 1 is' });
  const current = stepper.locator('li[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(target);
  await stepper.scrollIntoViewIfNeeded();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
});
