import { expect, test } from '../support/fixtures';
import { watchJourney } from '../support/journey';
import { opensPdf } from '../support/opensPdf';
import { quotedByTheStudio } from '../support/studioQuote';
import { signInWithForm } from '../support/signInForm';

// The demo client's journey on a 360 px phone, as they live it: sign in, open the quote the studio
// sent, read its lines and prices, open its PDF, accept it. Every step checks what they see, and
// that no screen failed.
test.use({ viewport: { width: 360, height: 740 } });

test('the client signs in, reads a quote with its prices and PDF, and accepts it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The studio quotes the demo client's draft (their demo orders hold none in Quoted).
  const order = await quotedByTheStudio(page, 'Clara Client', 'draft');
  const number = order.number;
  const journey = watchJourney(page);

  await page.goto('/');
  await signInWithForm(page, 'client@example.com');
  await expect(page.getByText(`${number} · Clara Client`)).toBeVisible();
  await journey.intact();

  await page.getByText(`${number} · Clara Client`).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByText(`Quote ${number}`).first()).toBeVisible();
  // On a phone the quote reads as a document whose lines are cards, a list (not the editor's table).
  const lines = page.getByRole('list', { name: 'Lines' });
  await expect(lines).toContainText(/ZAR\s[\d,]+\.\d\d/);
  const total = page.getByRole('region', { name: 'Totals' }).getByRole('row', { name: /^Total/ });
  await expect(total).toContainText(/ZAR\s[\d,]+\.\d\d/);
  await journey.intact();

  // As the client does: the link opens the PDF the app fetched in a tab of its own.
  await opensPdf(page, 'Quote PDF');

  await page.getByRole('button', { name: 'Accept quote' }).click();
  const accept = page.getByRole('dialog', { name: 'Accept this quote?' });
  await accept.getByRole('button', { name: 'Accept quote' }).click();
  await expect(page.getByText('The order is now Accepted')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('Accepted');
  await expect(page.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
  await journey.intact();
});
