import type { OrderListRow } from '../../src/features/orders/definition';
import { INVOICED_STATUSES } from '../../src/features/orders/invoiceNumbers';
import { test } from './support/fixtures';
import { opensPdf } from './support/opensPdf';
import { signIn } from './support/signIn';

// docs/invoices.md#in-the-app: the invoice button on an accepted order and the statement buttons
// (the client's own on their account page, staff's on the client's record) open PDFs.

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
