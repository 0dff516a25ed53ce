import { pdfScan } from '../support/pdfScan';
import { expect, test } from '../support/fixtures';
import { watchJourney } from '../support/journey';
import type { Page } from '@playwright/test';
import { signInWithForm } from '../support/signInForm';

/**
 * docs/payments.md#gates: records, on the order's page, a payment of what its panel shows due on
 * the row `due` (the deposit, then the balance), as the studio does before the move that waits for
 * it; nothing when the panel shows no such row (no deposit asked).
 */
async function payWhatIsDue(page: Page, due: 'Deposit due' | 'Balance due') {
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('row', { name: /^Paid/ })).toBeVisible();
  const row = payments.getByRole('row', { name: new RegExp(`^${due}`) });
  // The first accepted order may be another test's, quoted without a deposit: none is due then.
  if ((await row.count()) === 0) return;
  const shown = await row.getByRole('cell').innerText();
  await payments.getByRole('button', { name: 'Record a payment' }).click();
  await payments.getByLabel('Amount').fill(shown.replace(/[^\d.]/g, ''));
  await payments.getByRole('button', { name: 'Save the payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(payments.getByRole('row', { name: new RegExp(`^${due}`) })).toContainText('0.00');
}

// docs/order-workflow.md, docs/tls-export.md, docs/paperwork.md, docs/payments.md: the studio's day
// with an accepted order, as shipped: the deposit is recorded and production starts by hand, the
// next TLS batch takes the order, its paperwork is uploaded on the order's page, the balance is
// recorded and it becomes ready for export.
test("staff's day: production, a TLS batch, the paperwork and ready for export", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const journey = watchJourney(page);
  await page.goto('/');
  await signInWithForm(page, 'liaison@example.com');
  await page.locator('#main-content tbody tr').filter({ hasText: 'Accepted' }).first().click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderUrl = new URL(page.url()).pathname;
  // Accepted: the quote is now an order (docs/order-workflow.md#the-editor).
  const number = (await page.getByRole('heading', { name: /^Order Q-\d{6}$/ }).innerText()).slice(
    'Order '.length,
  );
  await journey.intact();

  await payWhatIsDue(page, 'Deposit due');
  await page.getByRole('button', { name: 'Start production' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start production' }).click();
  await expect(page.getByText('The order is now In production')).toBeVisible();
  // Not exported yet, and its paperwork missing: the move is shown, and why it cannot be taken.
  await expect(page.getByRole('button', { name: 'Ready for export' })).toBeDisabled();
  await journey.intact();

  await page.getByRole('menuitem', { name: 'Export To TLS' }).click();
  const waiting = page.getByRole('table', { name: 'Orders waiting for export' });
  const row = waiting.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('In production');
  await journey.intact();
  for (const pick of await waiting.getByRole('checkbox', { name: /^Pick Q-/ }).all()) {
    if (await pick.isChecked()) await pick.uncheck();
  }
  await waiting.getByRole('checkbox', { name: `Pick ${number}` }).check();
  await expect(page.getByLabel('Batch preview')).toContainText('1 order');
  await page.getByRole('button', { name: 'Create batch' }).click();
  await expect(page.getByRole('heading', { name: /^Batch \d+$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders in the batch' })).toContainText(number);
  // The batch's job has taken the order once the page offers the file.
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible();
  await journey.intact();

  await page.goto(orderUrl);
  const checklist = page.getByRole('region', { name: 'Export paperwork' });
  await expect(checklist).toBeVisible();
  const missing = (await checklist.getByRole('listitem').allInnerTexts())
    .map((line) => /^(.+): missing/.exec(line)?.[1])
    .filter((kind): kind is string => Boolean(kind));
  expect(missing.length).toBeGreaterThan(0);
  for (const kind of missing) {
    await checklist.getByRole('link', { name: 'Attach documents' }).click();
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: kind, exact: true }).click();
    await page.getByLabel('Choose files').setInputFiles([pdfScan(`${kind} ${number}`)]);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page).toHaveURL(new RegExp(`${orderUrl}$`));
    await expect(checklist).toContainText(`${kind}: there`);
    await journey.intact();
  }

  await payWhatIsDue(page, 'Balance due');
  await page.getByRole('button', { name: 'Ready for export' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ready for export' }).click();
  await expect(page.getByText('The order is now Ready for export')).toBeVisible();
  await journey.intact();
});
