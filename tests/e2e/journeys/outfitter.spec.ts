import { pdfScan } from '../support/pdfScan';
import { expect, test } from '../support/fixtures';
import { watchJourney } from '../support/journey';
import { signInWithForm } from '../support/signInForm';
import { quotedByTheStudio } from '../support/studioQuote';

// docs/order-workflow.md#transitions, docs/documents.md: the outfitter's day on a 360 px phone, as
// shipped: the quote the studio sent one of their hunters is read and accepted on the hunter's
// behalf, and the hunter's paperwork is uploaded.
test.use({ viewport: { width: 360, height: 740 } });

test("the outfitter's day: a hunter's quote read and accepted, a document uploaded", async ({
  page,
}) => {
  test.setTimeout(150_000);
  // The studio revises the hunter's declined quote and sends it again.
  const { number } = await quotedByTheStudio(page, 'Henry Hunter', 'declined', ['submitted']);
  const journey = watchJourney(page);
  await page.goto('/');
  await signInWithForm(page, 'outfitter@example.com');
  const quoted = page.getByText(`${number} · Henry Hunter`);
  await expect(quoted).toBeVisible();
  await journey.intact();

  await quoted.click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const total = page.getByRole('region', { name: 'Totals' }).getByRole('row', { name: /^Total/ });
  await expect(total).toContainText(/ZAR\s[\d,]+\.\d\d/);
  await journey.intact();
  await page.getByRole('button', { name: 'Accept quote' }).click();
  await page
    .getByRole('dialog', { name: 'Accept this quote?' })
    .getByRole('button', { name: 'Accept quote' })
    .click();
  await expect(page.getByText('The order is now Accepted')).toBeVisible();
  await journey.intact();

  await page.goto('/documents/create');
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Hunting licence' }).click();
  await page.getByRole('combobox', { name: 'Client' }).fill('Henry');
  await page.getByRole('option', { name: 'Henry Hunter' }).click();
  await page.getByLabel('Choose files').setInputFiles([pdfScan(`licence ${Date.now()}`)]);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByText('permit-scan').first()).toBeVisible();
  await journey.intact();
});
