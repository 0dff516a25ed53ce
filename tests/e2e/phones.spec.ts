import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/screens.md#small-screens: a client's, an outfitter's and a PH's screens on a phone 360 px wide.
test.use({ viewport: { width: 360, height: 740 } });

const pageWidth = (page: Page) =>
  page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
const cards = (page: Page) => page.locator('#main-content').getByRole('list').getByRole('link');

/** The list at `path` shows cards, no table, and does not scroll sideways. */
async function expectCards(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('#main-content table')).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
}

for (const email of ['client@example.com', 'outfitter@example.com']) {
  test(`${email}: the orders list is cards at 360 px, no sideways scroll, and a card opens its order`, async ({
    page,
  }) => {
    await signIn(page, email);
    await expectCards(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    const number = (await cards(page).first().innerText()).split(' · ')[0]!;
    await cards(page).first().click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByText(number).first()).toBeVisible();
  });
}

test('ph@example.com: the orders list is cards at 360 px, and a card opens its order to read', async ({
  page,
}) => {
  await signIn(page, 'ph@example.com');
  await expectCards(page, '/');
  const number = (await cards(page).first().innerText()).split(' · ')[0]!;
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/show$/);
  // A quote until the client accepts it, an order from then on (docs/order-workflow.md#the-editor).
  await expect(page.getByText(new RegExp(`^(Quote|Order) ${number}$`)).first()).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
});

test("an outfitter's clients and documents are cards at 360 px, and a card opens its document", async ({
  page,
}) => {
  await signIn(page, 'outfitter@example.com');
  await expectCards(page, '/clients');
  await expectCards(page, '/documents');
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}\/show$/);
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
});
