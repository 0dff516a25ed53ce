import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

test('an outfitter creates a client and links an existing one by e-mail', async ({ page }) => {
  await signIn(page, 'outfitter@example.com');
  await page.goto('/clients');
  await expect(page.getByText('henry.hunter@example.com')).toBeVisible();
  await expect(page.getByText('sofia.caza@example.com')).toBeHidden();

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/clients\/create$/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'New client' })).toBeVisible();
  await page.getByLabel('First name').fill('Pieter');
  await page.getByLabel('Last name').fill('Botha');
  await page.getByLabel('E-mail').fill('pieter.botha@example.org');
  await page.getByLabel('Passport number').fill('A1234567');
  // The country is picked by its name; its ISO code goes on the wire.
  await page.getByLabel('Country').fill('Namib');
  await page.getByRole('option', { name: 'Namibia' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByText('pieter.botha@example.org')).toBeVisible();
  await expect(page.getByRole('row', { name: /pieter\.botha/ })).toContainText('NA');
  await page.getByText('pieter.botha@example.org').click();
  await expect(
    page.getByRole('banner').getByRole('heading', { name: 'Pieter Botha' }),
  ).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('Namibia');
  await page.goto('/clients');

  await page.getByRole('link', { name: 'Link a client' }).click();
  await expect(page).toHaveURL(/\/clients\/link$/);
  await page.getByLabel('E-mail').fill('sofia.caza@example.com');
  await page.getByRole('button', { name: 'Link' }).click();
  // docs/domain.md#clients: the answer is the same for every e-mail; the screen shows it.
  await expect(page.getByText(/If the studio knows a client with this e-mail/)).toBeVisible();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByText('sofia.caza@example.com')).toBeVisible();
});

test('a stale edit shows a conflict message instead of overwriting', async ({ page }) => {
  await signIn(page, 'liaison@example.com');
  await page.goto('/admin/trophies');
  await page.getByText('Back skin', { exact: true }).click();
  await expect(page.getByLabel('Description')).toHaveValue('Tanned back skin.');

  // Meanwhile someone else saves the same record.
  const url = new URL(page.url());
  const id = url.pathname.split('/').pop();
  const current = await (await page.request.get(`/api/trophy-types/${id}`)).json();
  const changed = await page.request.put(`/api/trophy-types/${id}`, {
    data: { ...current, description: 'Changed elsewhere' },
    headers: { origin: url.origin },
  });
  expect(changed.status()).toBe(200);

  await page.getByLabel('Description').fill('My change');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/changed by someone else/)).toBeVisible();
  const after = await (await page.request.get(`/api/trophy-types/${id}`)).json();
  expect(after.description).toBe('Changed elsewhere');
});
