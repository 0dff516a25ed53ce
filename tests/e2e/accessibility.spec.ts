import { violationsOn } from './support/accessibility';
import { expect, test } from './support/fixtures';

// docs/screens.md#accessibility: the pages without a session have no serious or critical axe
// violation; every signed-in screen of every role is checked by the crawl (crawl.spec.ts).

test('the pages without a session have no serious or critical accessibility violation', async ({
  page,
}) => {
  expect(
    await violationsOn(page, ['/auth/login', '/auth/register', '/auth/forgot-password']),
  ).toEqual([]);
});

test('the sign-in form works by keyboard alone, shows where the focus is and announces its errors', async ({
  page,
}) => {
  await page.goto('/auth/login');
  const email = page.getByLabel('E-mail');
  await expect(email).toBeFocused();
  await expect(email).not.toHaveCSS('outline-style', 'none');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.press('Tab');
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  // Each message is the field's description, so a screen reader reads it with the field.
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/e-mail/i);
  // The focus moves to the first field in error.
  await expect(email).toBeFocused();
  await page.keyboard.type('client@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Trophy-demo-2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});
