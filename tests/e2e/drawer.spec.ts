import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/navigation.md#side-drawer: the side drawer in real Chromium, against the real server, signed in as a demo user.
async function openAs(page: Page, email: string, path: string): Promise<void> {
  await signIn(page, email);
  await page.goto(path);
}
const drawer = (page: Page) => page.locator('.RaSidebar-paper');
const drawerWidth = async (page: Page) => (await drawer(page).boundingBox())?.width;

test('the drawer is 240 px wide expanded and 76 px collapsed', async ({ page }) => {
  await openAs(page, 'admin@example.com', '/clients');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect.poll(() => drawerWidth(page)).toBe(240);
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect.poll(() => drawerWidth(page)).toBe(76);
});

test('the expanded or collapsed choice is saved in app.settings and survives a reload', async ({
  page,
}) => {
  await openAs(page, 'liaison@example.com', '/clients');
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect.poll(() => drawerWidth(page)).toBe(76);
  expect(await page.evaluate(() => localStorage.getItem('app.settings'))).toBe(
    JSON.stringify({ navigationExpanded: false }),
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
  await expect.poll(() => drawerWidth(page)).toBe(76);
  await page.getByRole('button', { name: 'Expand menu' }).click();
  await page.reload();
  await expect.poll(() => drawerWidth(page)).toBe(240);
});

test('the drawer is hidden on a screen 400 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await openAs(page, 'admin@example.com', '/clients');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /(Collapse|Expand) menu/ })).toHaveCount(0);
});

test('the drawer is hidden for a user with none of the staff roles', async ({ page }) => {
  await openAs(page, 'client@example.com', '/');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
});

test('an item is highlighted when the current path equals or begins with its path', async ({
  page,
}) => {
  await openAs(page, 'admin@example.com', '/admin/species/create');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('menuitem', { name: 'Species' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

  await nav.getByRole('menuitem', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(nav.getByRole('menuitem', { name: 'Clients' })).toHaveClass(/Mui-selected/);
  await expect(nav.getByRole('menuitem', { name: 'Species' })).not.toHaveClass(/Mui-selected/);
});
