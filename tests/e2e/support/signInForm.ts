import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demoAccounts';

/** Signs in through the login screen the page is on, as a person would. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
