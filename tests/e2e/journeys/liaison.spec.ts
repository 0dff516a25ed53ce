import { readOutbox } from '../../support/outbox';
import { expect, test } from '../support/fixtures';
import { watchJourney } from '../support/journey';
import { signInWithForm } from '../support/signInForm';

// docs/instruction-registers.md#from-register-to-quote, docs/order-workflow.md: the liaison's day at
// the studio's desk, as shipped: a collected register comes in, is received, becomes a quote, the
// quote is edited and sent to the client.
test("the liaison's day: a register is received, quoted, edited and sent", async ({
  page,
  portal,
}) => {
  test.setTimeout(180_000);
  const journey = watchJourney(page);
  await page.goto('/');
  await signInWithForm(page, 'liaison@example.com');
  await expect(page.getByRole('heading', { name: 'Client Orders' })).toBeVisible();
  await journey.intact();

  await page.getByRole('menuitem', { name: 'IRs' }).click();
  // The demo's collected register, which names its client (a register collected by another spec
  // of this worker may name none yet).
  await page.locator('#main-content tbody tr').filter({ hasText: 'IR-000002' }).click();
  await expect(page.getByText('Status: Collected')).toBeVisible();
  await journey.intact();
  await page.getByRole('button', { name: 'Mark Received' }).click();
  await page
    .getByRole('dialog', { name: 'Mark this IR received?' })
    .getByRole('button', { name: 'Mark Received' })
    .click();
  await expect(page.getByText('Status: Received')).toBeVisible();
  await journey.intact();

  await page.getByRole('combobox', { name: 'Pricelist' }).click();
  await page.getByRole('option').first().click();
  // The liaison goes straight on to the quote they made, to price it.
  await page.getByRole('button', { name: 'Create quote' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/^Quote Q-\d{6} is made: price it and send it$/)).toBeVisible();
  await journey.intact();

  // The quote comes from the pricelist; the liaison gives the first line a price of their own.
  await page.getByLabel('Unit price', { exact: true }).first().fill('1234');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await expect(page.getByLabel('Unit price', { exact: true }).first()).toHaveValue(/1,?234/);
  await journey.intact();

  const note = `The kudu cape needs a small repair, ref ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Note' }).fill(note);
  await page.getByRole('button', { name: 'Send quote' }).click();
  await page
    .getByRole('dialog', { name: 'Send this quote to the client?' })
    .getByRole('button', { name: 'Send quote' })
    .click();
  await expect(page.getByText('The order is now Quoted')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText('Draft → Quoted');
  await journey.intact();
  await expect
    .poll(async () =>
      (await readOutbox(portal.dataDir))
        .filter((mail) => mail.to === 'client@example.com')
        .map((mail) => mail.text),
    )
    // The client reads the liaison's note with the quote.
    .toContainEqual(expect.stringMatching(new RegExp(`A note from the studio:\\r?\\n${note}`)));
});
