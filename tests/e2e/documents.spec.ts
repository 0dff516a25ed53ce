import { expect, test } from './support/fixtures';
import { pdfScan } from './support/pdfScan';
import { signIn } from './support/signIn';

test('an outfitter uploads a document for a client, then finds, opens and downloads it', async ({
  page,
}) => {
  await signIn(page, 'outfitter@example.com');
  await page.goto('/documents');
  await page.getByRole('link', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/documents\/create$/);

  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Hunting licence' }).click();
  await page.getByRole('combobox', { name: 'Client' }).fill('Clara');
  await page.getByRole('option', { name: 'Clara Client' }).click();
  await page.getByLabel('Choose files').setInputFiles([pdfScan(`e2e ${Date.now()}`)]);
  await expect(page.getByRole('list', { name: 'Files to upload' })).toContainText(
    'permit-scan.pdf',
  );
  await page.getByRole('button', { name: 'Upload' }).click();

  await expect(page).toHaveURL(/\/documents$/);
  await page.getByRole('textbox', { name: 'Search' }).fill('permit-scan');
  await page.getByText('permit-scan', { exact: true }).click();
  await expect(page.getByText('Hunting licence')).toBeVisible();
  const preview = page.locator('iframe[title="permit-scan"]');
  await expect(preview).toBeVisible();
  const download = page.getByRole('link', { name: 'Download permit-scan.pdf' });
  const answer = await page.request.get((await download.getAttribute('href'))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
});
