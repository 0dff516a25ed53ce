import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demoAccounts';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

const CLIENT = 'client@example.com';

async function chooseLanguage(page: Page, label: string, name: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name }).click();
}

// docs/languages.md#choosing: the language a user picks follows them across screens, reloads and
// the sign-out. The worker's portal (and its database) serves the other specs too, so the client
// goes back to English whatever happens here.
test.afterEach(async ({ page }) => {
  await signIn(page, CLIENT);
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  const answer = await page.request.put('/api/clients/account/language', {
    data: { language: 'en' },
    headers: { origin },
  });
  expect(answer.ok()).toBe(true);
});

test('a client switches to Français: the shell, a reload and the sign-in page stay French', async ({
  page,
}) => {
  await signIn(page, CLIENT);
  await page.goto('/account-settings');
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();

  await chooseLanguage(page, 'Language', 'Français');
  await expect(page.getByRole('heading', { name: 'Paramètres du compte' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Trophy Portal, Portail client : accueil' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mot de passe' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Paramètres du compte' })).toBeVisible();
  await expect(page.getByLabel('Prénom')).toBeVisible();

  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await expect(page.getByRole('menuitem', { name: 'Paramètres du compte' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  // docs/languages.md#before-sign-in: signed out, this browser remembers French.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();

  // Back to English through the screens, as the client would.
  await page.getByLabel('E-mail').fill(CLIENT);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account-settings');
  await chooseLanguage(page, 'Langue', 'English');
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});
