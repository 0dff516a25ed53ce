import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

test.beforeEach(({ page }) => signIn(page, 'admin@example.com'));

// Vite names a lazily loaded chunk after its module: the dashboards' screen and the console.
const SCREEN_CODE = '**/assets/DashboardScreen-*.js';
const CONSOLE_CODE = '**/assets/ConsoleWithServices-*.js';

test("a screen shows 'Loading...' while its code is on the way", async ({ page }) => {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCREEN_CODE, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboards');
  await expect(page.getByText('Loading...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Dashboards', level: 1 })).toBeVisible();
  await expect(page.getByText('Loading...')).toBeHidden();
});

test('a screen that fails shows Something went wrong inside the shell, after one preload-error event, and the shell keeps working', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const counted = window as unknown as { preloadErrors: number };
    counted.preloadErrors = 0;
    window.addEventListener('vite:preloadError', () => (counted.preloadErrors += 1));
  });
  await page.route(SCREEN_CODE, (route) => route.abort());
  await page.goto('/dashboards');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { preloadErrors: number }).preloadErrors),
  ).toBe(1);

  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: /Trophy Portal/ }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("when the app itself fails to load, 'Oops, something went wrong :(' offers Refresh, which reloads at the site root", async ({
  page,
}) => {
  await page.route(CONSOLE_CODE, (route) => route.abort());
  await page.goto('/admin/species/42');
  await expect(page.getByRole('heading', { name: 'Oops, something went wrong :(' })).toBeVisible();
  await page.unroute(CONSOLE_CODE);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/^[^?#]*\/\/[^/]+\/$/);
  // The site root is Client Orders (docs/orders-list.md#the-screen): the admin sees the demo orders' list.
  await expect(page.getByRole('columnheader', { name: 'Number' })).toBeVisible();
});

test('the 404 page shows inside the shell for a path that is no screen', async ({ page }) => {
  await page.goto('/admin/no-such-screen');
  await expect(
    page.getByRole('heading', { name: 'Sorry, the page you are looking for does not exist.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
});
