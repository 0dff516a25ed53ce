import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

/** The ids of the orders the signed-in user may list. */
async function orderIds(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/orders?range=[0,999]');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }[]).map((order) => order.id);
}

// docs/guards.md#records-not-found: a client opening another client's order sees not found inside
// the shell with the way back to the orders, not a blank page and a toast.
test("a client opening another client's order sees not found in the shell, with a link back", async ({
  page,
}) => {
  await signIn(page, 'client@example.com');
  const own = new Set(await orderIds(page));
  await signIn(page, 'liaison@example.com');
  const other = (await orderIds(page)).find((id) => !own.has(id));
  expect(other).toBeDefined();

  await signIn(page, 'client@example.com');
  await page.goto(`/orders/${other}`);
  await expect(
    page.getByRole('heading', { name: 'Sorry, the order you are looking for does not exist.' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Trophy Portal');
  await expect(page.getByText('Element does not exist')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/orders/${other}$`));
  await page.getByRole('link', { name: 'Back to Orders' }).click();
  await expect(page).toHaveURL(/\/$/);
});
