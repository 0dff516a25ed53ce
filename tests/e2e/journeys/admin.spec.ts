import { expect, test } from '../support/fixtures';
import { watchJourney } from '../support/journey';
import { signInWithForm } from '../support/signInForm';

// docs/dashboards.md: the admin's look at the studio, as shipped: the dashboards from the drawer,
// a figure's CSV, and a count that opens the orders it counts.
test("the admin's day: the dashboards, a CSV and the orders behind a figure", async ({ page }) => {
  test.setTimeout(120_000);
  const journey = watchJourney(page);
  await page.goto('/');
  await signInWithForm(page, 'admin@example.com');
  await expect(page.getByRole('heading', { name: 'Client Orders' })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Dashboards' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboards', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Accepted: \d+$/ })).toBeVisible();
  await journey.intact();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV: orders-by-status.csv' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('orders-by-status.csv');

  const accepted = page.getByRole('link', { name: /^Accepted: \d+$/ });
  const count = Number(((await accepted.getAttribute('aria-label')) ?? '').split(': ')[1]);
  await accepted.click();
  const rows = page.locator('#main-content tbody tr');
  await expect(rows).toHaveCount(count);
  await expect(rows.filter({ hasNotText: 'Accepted' })).toHaveCount(0);
  await rows.first().click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
  await journey.intact();
});
