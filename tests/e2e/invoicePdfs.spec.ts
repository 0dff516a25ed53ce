import type { Page } from '@playwright/test';
import type { OrderListRow } from '../../src/features/orders/definition';
import { INVOICED_STATUSES } from '../../src/features/orders/invoiceNumbers';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/invoices.md#in-the-app: the invoice button on an accepted order and the statement buttons
// (the client's own on their account page, staff's on the client's record) open PDFs.

/** Clicks a PDF button as a person does (a tab receives the PDF the app fetched), then asks its link. */
async function opensPdf(page: Page, name: string) {
  const link = page.getByRole('link', { name });
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect.poll(() => tab.url(), { timeout: 30_000 }).toMatch(/^blob:/);
  await tab.close();
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test('a client opens the invoice of an accepted order and their statement; staff the client’s statement', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'client@example.com');
  const rows = (await (await page.request.get('/api/orders')).json()) as OrderListRow[];
  // The demo's accepted orders; other specs on this worker may have moved them on, which keeps
  // their invoice.
  const order =
    rows.find((row) => row.status === 'accepted') ??
    rows.find((row) => INVOICED_STATUSES.includes(row.status))!;
  await page.goto(`/orders/${order.id}`);
  await opensPdf(page, 'Invoice (PDF)');

  await page.goto('/account-settings');
  await opensPdf(page, 'Statement (PDF)');
  await page.context().clearCookies();

  await signIn(page, 'liaison@example.com');
  await page.goto(`/clients/${order.clientId}`);
  await opensPdf(page, 'Statement (PDF)');
});
