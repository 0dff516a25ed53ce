import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/instruction-registers.md#farms: a farm's page lists its IRs, each opening its IR.
test('a liaison opens a farm and from it one of its IRs', async ({ page }) => {
  await signIn(page, 'liaison@example.com');
  await page.goto('/');
  const answer = await page.request.get('/api/instruction-registers?sort=["number","ASC"]');
  const [ir] = (await answer.json()) as { id: string; number: number; farmId: string }[];
  await page.goto(`/instruction-registers/farms/${ir!.farmId}`);
  const number = `IR-${String(ir!.number).padStart(6, '0')}`;
  await page.getByRole('cell', { name: number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/instruction-registers/${ir!.id}$`));
});
