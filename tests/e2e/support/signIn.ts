import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demoAccounts';

/**
 * Signs the browser in through the API (its cookies land in the page's context), for tests whose
 * subject is not the login screen itself.
 * @example await signIn(page, 'admin@example.com'); await page.goto('/');
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  // The portal refuses state-changing calls without its own origin, as a browser page would send.
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  const response = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: { origin },
  });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()}`);
}
