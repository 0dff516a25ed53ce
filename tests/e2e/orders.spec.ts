import { readOutbox } from '../support/outbox';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/order-workflow.md#transitions, as a story: a client drafts a quote from the pricelist and submits it; a liaison prices the
// price-on-request line and quotes it; the client accepts; the history and the outbox show it all.
test('a quote goes from the client to the studio and back, and is accepted', async ({
  page,
  portal,
}) => {
  // Three sign-ins and a dozen saves: a story, not a step, so it gets a story's time.
  test.setTimeout(90_000);
  await signIn(page, 'client@example.com');
  await page.goto('/orders/create');
  await page.getByLabel('Pricelist').click();
  await page.getByRole('option', { name: 'Studio prices 2026' }).click();
  await expect(page.getByLabel('Currency')).toHaveValue('ZAR');

  const pick = async (line: number, species: string, trophyType: string) => {
    await page.getByLabel('Species').nth(line).click();
    await page.getByRole('option', { name: species }).click();
    await page.getByLabel('Trophy type').nth(line).click();
    await page.getByRole('option', { name: trophyType }).click();
  };
  await page.getByRole('button', { name: 'Add' }).click();
  await pick(0, 'Greater Kudu', 'Shoulder mount');
  await expect(page.getByLabel('Unit price (empty: on request)').nth(0)).toHaveValue('12500');
  await page.getByLabel('Tag numbers').nth(0).fill('ZA-1001');
  await page.getByRole('button', { name: 'Add' }).click();
  await pick(1, 'Leopard', 'Shoulder mount');
  await expect(page.getByLabel('Unit price (empty: on request)').nth(1)).toHaveValue('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderUrl = new URL(page.url()).pathname;
  // docs/order-workflow.md#moves-on-screen: moves named by what they do; those that cannot be
  // taken back ask first.
  await page.getByRole('button', { name: 'Request quote' }).click();
  await page
    .getByRole('dialog', { name: 'Send this request to the studio?' })
    .getByRole('button', { name: 'Request quote' })
    .click();
  await expect(page.getByText('The order is now Submitted')).toBeVisible();

  await signIn(page, 'liaison@example.com');
  await page.goto(orderUrl);
  await page.getByLabel('Unit price (empty: on request)').nth(1).fill('45000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Total: R\s?57\s?500,00|Total: ZAR\s?57,500\.00/)).toBeVisible();
  await page.getByRole('button', { name: 'Send quote' }).click();
  await page
    .getByRole('dialog', { name: 'Send this quote to the client?' })
    .getByRole('button', { name: 'Send quote' })
    .click();
  await expect(page.getByText('The order is now Quoted')).toBeVisible();

  await signIn(page, 'client@example.com');
  await page.goto(orderUrl);
  await page.getByRole('button', { name: 'Accept quote' }).click();
  const accept = page.getByRole('dialog', { name: 'Accept this quote?' });
  await expect(accept).toContainText('The studio starts work on it');
  await accept.getByRole('button', { name: 'Accept quote' }).click();
  await expect(page.getByText('The order is now Accepted')).toBeVisible();

  const history = page.getByRole('list', { name: 'Status history' });
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history).toContainText('Draft → Submitted');
  await expect(history).toContainText('Submitted → Quoted');
  await expect(history).toContainText('Quoted → Accepted');

  await expect
    .poll(async () =>
      (await readOutbox(portal.dataDir))
        .filter((mail) => mail.to === 'client@example.com')
        .map((mail) => mail.subject),
    )
    .toContainEqual(expect.stringMatching(/^Your quote Q-\d{6} is ready$/));
});

// docs/roles-and-access.md#per-resource: a client picks the PH of their quote, though they may not read users; the list opens it.
test('a client picks the PH of a new quote, and the quote opened from the list keeps it', async ({
  page,
}) => {
  await signIn(page, 'client@example.com');
  await page.goto('/orders/create');
  await page.getByLabel('PH', { exact: true }).click();
  await page.getByRole('option', { name: 'Philip Hunter' }).click();
  await page.getByLabel('Pricelist').click();
  await page.getByRole('option', { name: 'Studio prices 2026' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const number = (await page
    .getByText(/^Quote Q-\d{6}$/)
    .first()
    .textContent())!.slice(6);

  await page.goto('/');
  await page.getByRole('cell', { name: number }).click();
  await expect(page.getByLabel('PH', { exact: true })).toHaveValue('Philip Hunter');
  await expect(page.getByLabel('Totals', { exact: true })).toContainText('Total: ZAR');
});
