import { DEMO_PRICELIST, expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

test('an admin edits an item price within the pricelist, in major units stored as minor units', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com');
  await page.goto('/admin/pricelists');
  await page.getByText(DEMO_PRICELIST).click();
  const firstPrice = page.getByLabel('Price (empty: on request)').first();
  await expect(firstPrice).toHaveValue('12500');
  await firstPrice.fill('13000.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/pricelists$/);

  const [list] = await (await page.request.get('/api/pricelists')).json();
  expect(list.items[0].priceMinor).toBe(1_300_050);
  expect(list.version).toBe(2);
});
