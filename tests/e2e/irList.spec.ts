import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/instruction-registers.md#the-list, #lines: the registers as staff and collectors work them
// for hours at a desk: an order the sort control names, a status filter, status chips, buttons
// that say what they add or remove, and a collector's language and password.
test.use({ viewport: { width: 1366, height: 800 } });

test('the registers list says its order, filters by status and shows statuses as chips', async ({
  page,
}) => {
  await signIn(page, 'liaison@example.com');
  await page.goto('/instruction-registers');
  await expect(page.getByRole('button', { name: 'Sort: Date added, descending' })).toBeVisible();
  await expect(page.locator('td .MuiChip-root[data-status]').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Open' }).click();
  await expect(page).toHaveURL(/status/);
  const statuses = page.locator('td .MuiChip-root[data-status]');
  await expect(statuses.first()).toHaveAttribute('data-status', 'open');
  for (const status of await statuses.all()) await expect(status).toHaveText('Open');
  // The liaison has account settings in the user menu; only a collector gets them here.
  await expect(page.getByRole('button', { name: 'Language and password' })).toHaveCount(0);
});

test('a collector names what each row button adds, removes an animal after a yes, and finds language and password', async ({
  page,
}) => {
  await signIn(page, 'collector@example.com');
  await page.goto('/instruction-registers');
  await page.getByRole('button', { name: 'Language and password' }).click();
  const settings = page.getByRole('dialog', { name: 'Language and password' });
  await expect(settings.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(settings.getByLabel('Current password')).toBeVisible();
  await settings.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'New IR' }).click();
  await page.getByRole('textbox', { name: 'Hunter (as in the passport)' }).fill('Row buttons');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/instruction-registers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Clear the list' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add an animal' }).click();
  await expect(page.getByRole('button', { name: 'Add a measurement' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a measurement' }).click();
  await expect(page.getByRole('button', { name: 'Remove measurement' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove this animal' }).click();
  const ask = page.getByRole('dialog', { name: 'Remove this animal' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('combobox', { name: 'Species' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove this animal' }).click();
  await ask.getByRole('button', { name: 'Remove this animal' }).click();
  await expect(page.getByRole('combobox', { name: 'Species' })).toHaveCount(0);
});
