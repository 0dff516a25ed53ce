import { expect, test } from './support/fixtures';

test('the health call answers ok with version 0.3.0', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', version: '0.3.0', database: 'ok' });
});

test('a deep link is answered with the app, whose 404 page says so and links home', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
  const goHome = page.getByRole('link', { name: 'Go Home' });
  await expect(goHome).toHaveAttribute('href', '/');
  await goHome.click();
  // Home is a protected route (docs/guards.md#guarding-rules): a visitor is asked to sign in and comes back to /.
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2F$/);
  await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeHidden();
});
