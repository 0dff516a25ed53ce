import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/tls-export.md#batches: the liaison picks two waiting orders, creates the batch, sees it
// running and then done on its page (which polls its progress), and downloads its zip.
test('a liaison exports two accepted orders to TLS and downloads the batch file', async ({
  page,
}) => {
  await signIn(page, 'liaison@example.com');
  await page.goto('/admin/export-to-tls');
  const waiting = page.getByRole('table', { name: 'Orders waiting for export' });
  const picks = waiting.getByRole('checkbox', { name: /^Pick Q-/ });
  await expect(picks.nth(1)).toBeVisible();
  // An order started by hand waits too (docs/tls-export.md#batches): the screen names each status.
  await expect(page.getByText(/started In production by hand before any batch/)).toBeVisible();
  await expect(waiting.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await picks.nth(0).check();
  await picks.nth(1).check();
  await expect(page.getByLabel('Batch preview')).toContainText('2 orders');
  // docs/tls-export.md#the-deposit: the demo's Accepted orders wait for their deposit; picking one
  // asks for staff's reason before the batch may be made (other specs may have paid or moved them).
  const reason = page.getByRole('textbox', { name: /before their deposit is paid/ });
  if (await reason.isVisible()) {
    await expect(page.getByRole('button', { name: 'Create batch' })).toBeDisabled();
    await reason.fill('Deposits promised by the outfitter');
  }
  await page.getByRole('button', { name: 'Create batch' }).click();

  await expect(page).toHaveURL(/\/admin\/export-to-tls\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Batch \d+$/ })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Orders in the batch' }).getByRole('row'),
  ).toHaveCount(3);
  // Done once its job has moved the orders and written the file: then the page offers it.
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders in the batch' })).not.toContainText(
    'Accepted',
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tls-batch-\d{6}\.zip$/);
  const answer = await page.request.get(
    (await page.getByRole('link', { name: 'Download' }).getAttribute('href'))!,
  );
  expect(answer.headers()['content-type']).toBe('application/zip');
  // A zip starts with a local file header: PK\x03\x04.
  expect([...(await answer.body()).subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
});
