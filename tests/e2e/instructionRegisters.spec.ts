import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { drawSignature, phonePhoto } from './support/irInputs';
import { signIn } from './support/signIn';

// docs/instruction-registers.md: the collector's phone story at 360 px, then the studio's side.
test.use({ viewport: { width: 360, height: 740 } });
// Two users' whole story on a shared machine: more than one screen's default budget.
test.setTimeout(120_000);

/** Draws a stroke on a signature pad and keeps it. */
async function sign(page: Page, section: Locator) {
  await drawSignature(page, section);
  await section.getByRole('button', { name: 'Keep signature' }).click();
  await expect(section.getByRole('img')).toBeVisible();
}

test('a collector records an IR on the phone; the studio receives it and makes the quote', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'collector@example.com');
  await page.goto('/');
  await expect(page).toHaveURL(/\/instruction-registers$/);
  await page.getByRole('link', { name: 'New IR' }).click();
  const hunter = `E2E Hunter ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Hunter (as in the passport)' }).fill(hunter);
  // The demo client Clara's passport, read at the farm as it is printed.
  await page.getByRole('textbox', { name: 'Passport number' }).fill('pclient 01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/instruction-registers\/[0-9a-f-]{36}$/);
  const irUrl = page.url();

  await page.getByRole('button', { name: 'Add an animal' }).click();
  await page.getByRole('combobox', { name: 'Species' }).fill('Kudu');
  await page.getByRole('option', { name: 'Greater Kudu' }).click();
  await page.getByRole('checkbox', { name: 'Cape' }).check();
  await page.getByLabel('Photo', { exact: true }).setInputFiles(await phonePhoto());
  await expect(page.getByRole('img', { name: 'Photo' })).toBeVisible();
  await sign(page, page.getByRole('region', { name: "Hunter's (or PH's) signature" }));
  await sign(page, page.getByRole('region', { name: "Collector's signature" }));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Mark Collected' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark Collected' }).click();
  // docs/instruction-registers.md#moves-on-screen: no move can be taken back, so each asks first.
  await page
    .getByRole('dialog', { name: 'Mark this IR collected?' })
    .getByRole('button', { name: 'Mark Collected' })
    .click();
  await expect(page.getByText('Status: Collected')).toBeVisible();

  // The liaison works at the studio, on a browser of their own (the collector's phone keeps its
  // offline cache, docs/offline.md).
  const studio = await browser.newPage({ baseURL, viewport: { width: 360, height: 740 } });
  await signIn(studio, 'liaison@example.com');
  await studio.goto(irUrl);
  await studio.getByRole('button', { name: 'Mark Received' }).click();
  await studio
    .getByRole('dialog', { name: 'Mark this IR received?' })
    .getByRole('button', { name: 'Mark Received' })
    .click();
  await expect(studio.getByText('Status: Received')).toBeVisible();
  // The passport typed at the farm names the client: the liaison takes them, and their outfitter.
  await expect(
    studio.getByText('Passport pclient 01 is on the record of Clara Client.'),
  ).toBeVisible();
  await studio.getByRole('button', { name: 'Use this client' }).click();
  await expect(studio.getByRole('combobox', { name: 'Client' })).toHaveValue('Clara Client');
  await expect(studio.getByRole('combobox', { name: 'Outfitter' })).not.toHaveValue('');
  await studio.getByRole('combobox', { name: "Hunter's instruction (trophy type)" }).click();
  await studio.getByRole('option').first().click();
  await studio.getByRole('button', { name: 'Save' }).click();
  await expect(studio.getByText('Element updated')).toBeVisible();
  await studio.getByRole('combobox', { name: 'Pricelist' }).click();
  await studio.getByRole('option').first().click();
  await studio.getByRole('button', { name: 'Create quote' }).click();
  await expect(studio).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await studio.goto(irUrl);
  await expect(studio.getByText('Status: Quoted')).toBeVisible();
  await expect(studio.getByRole('link', { name: /^Quote Q-\d{6}$/ })).toBeVisible();
});
