import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/orders-list.md#the-screen: the list filters by status and searches by number. The filters beyond search load when
// the user adds one (bench/bundle measures why), so this also proves that late-loaded inputs work.
test('the orders list filters by status, added from the filter menu, and searches by number', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com');
  await page.goto('/');
  const rows = page.locator('#main-content tbody tr');
  await expect(rows.first()).toBeVisible();
  const all = await rows.count();

  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Status' }).click();
  // The filter's select, not the Status column's sort header.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Quoted' }).click();
  await expect(rows.filter({ hasNotText: 'Quoted' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Quoted' }).first()).toBeVisible();
  expect(await rows.count()).toBeLessThan(all);

  // The number's cell may also hold the row's unread messages count.
  const number = /Q-\d{6}/.exec(await rows.first().locator('td').first().innerText())![0];
  await page.goto('/');
  await page.getByPlaceholder('Number, client or tag').fill(number);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(number);
});

// The orders list lives at home and has no route of its own: its resource's path, which a shortened
// address or an old bookmark opens, leads there with its filters rather than to an empty page.
test('the orders path leads home to the list, with its filters', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  const filter = encodeURIComponent(JSON.stringify({ status: 'quoted' }));
  await page.goto(`/orders?filter=${filter}`);
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/(\?.*)?$/);
  const rows = page.locator('#main-content tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Quoted' })).toHaveCount(0);
});
