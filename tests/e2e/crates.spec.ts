import type { Crate } from '../../src/features/crates/definition';
import { emptyCrate } from './support/crates';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/crates-and-shipments.md#packing: a liaison packs the demo order still In production, whose
// balance is not paid; the form says what is due on the reason's field, and with a reason packs it.
test('packing a line of an unpaid order asks for the reason on the form, then packs it', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'liaison@example.com');
  await page.goto('/crates/create');
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Clara Client' }).click();
  const fields = {
    'Length (cm)': '120',
    'Width (cm)': '80',
    'Height (cm)': '60',
    'Actual weight (kg)': '40',
    Currency: 'ZAR',
    'Declared value': '1000',
    'Insured value': '1200',
  };
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page
    .getByRole('checkbox', { name: /^Q-\d{6} · Clara Client/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText(/The balance of ZAR\s.+ is not paid yet/)).toBeVisible();
  await expect(page).toHaveURL(/\/crates\/create$/);
  await page
    .getByLabel('Reason to pack before the balance is paid')
    .fill('The client pays the agent on collection');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/crates$/);
  const newest = await page.request.get('/api/crates?sort=["reference","DESC"]&range=[0,0]');
  const [crate] = (await newest.json()) as Crate[];
  expect(crate!.packedLines).toHaveLength(1);
  await emptyCrate(page, baseURL, crate!);
});
