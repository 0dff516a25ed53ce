import type { OrderListRow } from '../../src/features/orders/definition';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/payments.md#on-the-order: a liaison records a deposit on an order's page; its client then
// reads it as paid, with the balance still due and where to pay it.

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

test('a liaison records a deposit, and the client sees it paid and the balance due', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // One of Clara's quotes, not an accepted order: the staff journey starts production on those.
  // Other specs on this worker's portal may have accepted the demo's quotes; then any order she
  // pays on (docs/payments.md#on-the-order), never a draft, which asks for no payment yet.
  await signIn(page, 'client@example.com');
  const rows = (await (await page.request.get('/api/orders')).json()) as OrderListRow[];
  const payable = (row: OrderListRow) =>
    ['accepted', 'inProduction', 'readyForExport'].includes(row.status) && row.totalMinor > 0;
  const order = rows.find((row) => row.status === 'quoted') ?? rows.find(payable)!;
  await page.context().clearCookies();

  await signIn(page, 'liaison@example.com');
  await page.goto(`/orders/${order.id}`);
  const staffPanel = page.getByRole('region', { name: 'Payments' });
  const paidBefore = plain(
    await staffPanel.getByRole('row', { name: /^Paid/ }).getByRole('cell').innerText(),
  );
  await staffPanel.getByRole('button', { name: 'Record a payment' }).click();
  await staffPanel.getByLabel('Amount').fill('1000');
  await staffPanel.getByLabel('Reference').fill('EFT deposit');
  await staffPanel.getByRole('button', { name: 'Save the payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(staffPanel.getByRole('list', { name: 'Payments received' })).toContainText(
    'EFT deposit',
  );
  await page.context().clearCookies();

  await signIn(page, 'client@example.com');
  await page.goto(`/orders/${order.id}`);
  const clientPanel = page.getByRole('region', { name: 'Payments' });
  await expect(clientPanel.getByRole('list', { name: 'Payments received' })).toContainText(
    'EFT deposit',
  );
  const paid = plain(
    await clientPanel.getByRole('row', { name: /^Paid/ }).getByRole('cell').innerText(),
  );
  expect(paid).not.toBe(paidBefore);
  expect(paid).toMatch(/^ZAR [\d,]+\.\d{2}$/);
  await expect(clientPanel.getByRole('row', { name: /^Balance due/ })).toBeVisible();
  await expect(
    clientPanel.getByText(/^Quote this reference with your payment: Q-\d{6}$/),
  ).toBeVisible();
  await expect(clientPanel.getByText('First National Bank')).toBeVisible();
});
