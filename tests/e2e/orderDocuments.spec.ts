import { expect, test } from './support/fixtures';
import { pdfScan } from './support/pdfScan';
import { signIn } from './support/signIn';

// docs/paperwork.md#checklist: the upload straight onto an order leads back to the whole order. The
// upload page's order picker fetches orders' summaries; opened afresh (a new tab, or a minute after
// the order was last shown), nothing else holds the order when the upload leads back to it.
test('staff attach a document to an order and come back to the whole order', async ({ page }) => {
  await signIn(page, 'liaison@example.com');
  const orders = (await (await page.request.get('/api/orders')).json()) as { id: string }[];
  await page.goto(`/documents/create?orderId=${orders[0]!.id}`);
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Hunting register' }).click();
  await page.getByLabel('Choose files').setInputFiles([pdfScan(`order ${Date.now()}`)]);
  await page.getByRole('button', { name: 'Upload' }).click();

  await expect(page).toHaveURL(new RegExp(`/orders/${orders[0]!.id}$`));
  await expect(page.getByText('1 document saved')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText(/Total\s*ZAR/);
  await expect(page.getByRole('table', { name: 'Lines' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});
