import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demoAccounts';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';
import { signInWithForm } from './support/signInForm';

// docs/guards.md#guarding-rules: where each kind of demo account lands after signing in from the login screen.
const landings: Record<string, RegExp> = {
  'admin@example.com': /\/$/,
  'liaison@example.com': /\/$/,
  'outfitter@example.com': /\/$/,
  'ph@example.com': /\/$/,
  'client@example.com': /\/$/,
  'collector@example.com': /\/instruction-registers$/,
  'unverified@example.com': /\/email-verification$/,
  'incomplete@example.com': /\/complete-profile$/,
};

test.describe('signing in', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.email} lands on its home: /, IRs, e-mail verification or profile completion`, async ({
      page,
    }) => {
      await page.goto('/auth/login');
      await signInWithForm(page, account.email);
      await expect(page).toHaveURL(landings[account.email] ?? /never/);
    });
  }

  test('a visitor on a protected page signs in and comes back to it (redirectTo)', async ({
    page,
  }) => {
    await page.goto('/account-settings/password');
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Faccount-settings%2Fpassword$/);
    await signInWithForm(page, 'client@example.com');
    await expect(page).toHaveURL(/\/account-settings\/password$/);
    await expect(page.getByLabel('Current password')).toBeVisible();
  });

  test('a wrong password is answered with a toast and the visitor stays', async ({ page }) => {
    await page.goto('/auth/login');
    await signInWithForm(page, 'client@example.com', 'not-the-password');
    await expect(page.getByText('Wrong e-mail or password')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('an expired access token is refreshed without the user noticing', async ({
    page,
    context,
  }) => {
    await signIn(page, 'client@example.com');
    await page.goto('/profile');
    await expect(page.getByText('client@example.com')).toBeVisible();
    // The access cookie lives 15 minutes; dropping it is what its expiry looks like to the server.
    await context.clearCookies({ name: 'tp_access' });
    const refreshed = page.waitForResponse('**/api/auth/refresh');
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('client@example.com')).toBeVisible();
  });

  test('when the refresh is refused too, the user is logged out and asked to sign in again', async ({
    page,
    context,
  }) => {
    await signIn(page, 'outfitter@example.com');
    await page.goto('/account-settings/profile');
    await expect(page.getByLabel('First name')).toHaveValue('Otto');
    // Both cookies gone: the call answers 401, and so does the one refresh it triggers.
    await context.clearCookies();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Faccount-settings%2Fprofile$/);
    await signInWithForm(page, 'outfitter@example.com');
    await expect(page).toHaveURL(/\/account-settings\/profile$/);
  });

  test('a signed-in user who signs out is a visitor again', async ({ page }) => {
    await signIn(page, 'unverified@example.com');
    await page.goto('/');
    await expect(page).toHaveURL(/\/email-verification$/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fprofile$/);
  });
});
