import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

test('an admin creates, edits, filters, sorts, exports and deletes a species', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await page.goto('/admin/species');
  await expect(page.getByText('Greater Kudu')).toBeVisible();

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/species\/create$/);
  // By role: while the create screen loads, the list's "Sort by common name" header still matches
  // the label text.
  await page.getByRole('textbox', { name: 'Common name' }).fill('Sable Antelope');
  await page.getByRole('textbox', { name: 'Scientific name' }).fill('Hippotragus niger');
  await page.getByRole('textbox', { name: 'Family' }).fill('Bovidae');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/species$/);
  await expect(page.getByText('Sable Antelope')).toBeVisible();

  await page.getByText('Sable Antelope').click();
  await page.getByRole('textbox', { name: 'Family' }).fill('Bovidae (Hippotraginae)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Bovidae (Hippotraginae)')).toBeVisible();

  await page.getByPlaceholder('Search').fill('hippotragus');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByPlaceholder('Search').fill('');
  await expect(page.getByText('Greater Kudu')).toBeVisible();

  await page.getByRole('columnheader', { name: 'Common name' }).click();
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText('Springbok');

  const download = page.waitForEvent('download');
  // The bulk toolbar has an Export button of its own, hidden until rows are selected.
  await page.getByRole('button', { name: 'Export' }).first().click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv).toContain('Sable Antelope');

  await page.getByPlaceholder('Search').fill('Sable');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('row').nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Sable Antelope')).toBeHidden();
});
