import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/dashboards.md#click-through: a liaison opens the dashboards from the drawer, picks a range,
// and a status's number opens the orders list filtered to exactly the orders it counts.
test('a liaison picks a range on the dashboards and a status count opens the filtered orders list', async ({
  page,
}) => {
  await signIn(page, 'liaison@example.com');
  await page.goto('/');
  await page.getByRole('menuitem', { name: 'Dashboards' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboards', level: 1 })).toBeVisible();

  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('Created from').fill('2020-01-01');
  await page.getByLabel('Created to').fill(today);
  await expect(page).toHaveURL(new RegExp(`from=2020-01-01&to=${today}`));

  const quoted = page.getByRole('link', { name: /^Quoted: \d+$/ });
  const label = (await quoted.getAttribute('aria-label')) ?? '';
  const count = Number(label.split(': ')[1]);
  expect(count).toBeGreaterThan(0);
  await quoted.click();

  await expect(page).toHaveURL(/^[^?]*\/\?/);
  const rows = page.locator('#main-content tbody tr');
  await expect(rows).toHaveCount(count);
  await expect(rows.filter({ hasNotText: 'Quoted' })).toHaveCount(0);
  const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
  expect(filter).toEqual({ status: 'quoted', createdFrom: '2020-01-01', createdTo: today });
});

// docs/dashboards.md#the-summary: the IRs waiting for a quote open the IR list filtered to Received.
test('a liaison opens the IRs waiting for a quote from the dashboards', async ({ page }) => {
  await signIn(page, 'liaison@example.com');
  await page.goto('/dashboards');
  const waiting = page.getByRole('link', { name: /^IRs waiting for a quote: \d+$/ });
  const count = Number(((await waiting.getAttribute('aria-label')) ?? '').split(': ')[1]);
  expect(count).toBeGreaterThan(0);
  await waiting.click();
  await expect(page).toHaveURL(/\/instruction-registers\?/);
  const rows = page.locator('#main-content tbody tr');
  await expect(rows).toHaveCount(count);
  await expect(rows.filter({ hasNotText: 'Received' })).toHaveCount(0);
});
