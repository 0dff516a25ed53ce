import { readOutbox } from '../support/outbox';
import { DEMO_PRICELIST, expect, test } from './support/fixtures';
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
  await page.getByRole('option', { name: DEMO_PRICELIST }).click();
  await expect(page.getByLabel('Currency')).toHaveValue('ZAR');

  const pick = async (line: number, species: string, trophyType: string) => {
    await page.getByLabel('Species').nth(line).click();
    await page.getByRole('option', { name: species }).click();
    await page.getByLabel('Trophy type').nth(line).click();
    await page.getByRole('option', { name: trophyType }).click();
  };
  // Each line is two rows, its item and figures, then its tags and instruction.
  const lineRow = (line: number) =>
    page
      .getByRole('table', { name: 'Lines' })
      .getByRole('row')
      .nth(1 + line * 2);
  await page.getByRole('button', { name: 'Add line' }).click();
  await pick(0, 'Greater Kudu', 'Shoulder mount');
  // A client reads the pricelist's price; the line total follows.
  await expect(lineRow(0)).toContainText(/ZAR\s12,500\.00.*ZAR\s12,500\.00/);
  await page.getByLabel('Tag numbers').nth(0).fill('ZA-1001');
  await page.getByRole('button', { name: 'Add line' }).click();
  await pick(1, 'Leopard', 'Shoulder mount');
  await expect(lineRow(1)).toContainText('Price on request');
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText(
    'Price on request: line 2',
  );
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
  // 57,500.00 and the studio's 15 % VAT, which the client's request started at
  // (docs/payments.md#studio-settings).
  const total = page
    .getByRole('region', { name: 'Totals' })
    .getByRole('row', { name: /^Total\s+ZAR\s66,125\.00$/ });
  await page.getByLabel('Unit price', { exact: true }).nth(1).fill('45000');
  // The totals follow as one types, and the saved order's are the same.
  await expect(total).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await expect(total).toBeVisible();
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
  await page.getByRole('option', { name: DEMO_PRICELIST }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const number = (await page
    .getByText(/^Quote Q-\d{6}$/)
    .first()
    .textContent())!.slice(6);

  await page.goto('/');
  await page.getByRole('cell', { name: number }).click();
  await expect(page.getByLabel('PH', { exact: true })).toHaveValue('Philip Hunter');
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText(/Total\s*ZAR/);
});

// docs/order-workflow.md#the-editor: on a 360 px phone the page does not scroll sideways; the lines
// table does, and its buttons still reorder and remove lines.
test('the quote editor stays usable 360 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'liaison@example.com');
  await page.goto('/orders/create');
  await page.getByLabel('Pricelist').click();
  await page.getByRole('option', { name: DEMO_PRICELIST }).click();
  await expect(page.getByLabel('Currency')).toHaveValue('ZAR');
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByLabel('Tag numbers').nth(0).fill('ZA-1');
  await page.getByLabel('Tag numbers').nth(1).fill('ZA-2');
  const widths = await page.evaluate(() => {
    const table = document.querySelector('table[aria-label="Lines"]')!.parentElement!;
    return {
      page: document.documentElement.scrollWidth,
      tableShown: table.clientWidth,
      tableWhole: table.scrollWidth,
    };
  });
  expect(widths.page).toBeLessThanOrEqual(360);
  expect(widths.tableWhole).toBeGreaterThan(widths.tableShown);
  await page.getByRole('button', { name: 'Move line 2 up' }).click();
  await expect(page.getByLabel('Tag numbers').nth(0)).toHaveValue('ZA-2');
  await page.getByRole('button', { name: 'Remove line 1' }).click();
  await expect(page.getByLabel('Tag numbers')).toHaveCount(1);
  await expect(page.getByLabel('Tag numbers')).toHaveValue('ZA-1');
  await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
});

// docs/order-workflow.md#reading-an-order: a PH reads the orders they hunted but may not edit them;
// a row opens the order to read, not the editor that would refuse them.
test('a PH opens an order from the list and reads its client, lines and status', async ({
  page,
}) => {
  await signIn(page, 'ph@example.com');
  await page.goto('/');
  const number = (await page.locator('#main-content tbody tr td').first().innerText()).trim();
  await page.locator('#main-content tbody tr').first().click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/show$/);
  // A quote until the client accepts it, an order from then on (docs/order-workflow.md#the-editor).
  await expect(page.getByText(new RegExp(`^(Quote|Order) ${number}$`)).first()).toBeVisible();
  const lines = page.getByRole('table').filter({ has: page.getByText('Trophy type') });
  await expect(lines.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Status' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByText(/access denied/i)).toHaveCount(0);
});
