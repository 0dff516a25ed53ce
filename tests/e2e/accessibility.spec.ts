import type { OrderListRow } from '../../src/features/orders/definition';
import { everyViolation, settled, violationsOn } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/screens.md#accessibility: the pages without a session have no serious or critical axe
// violation; every signed-in screen of every role is checked by the crawl (crawl.spec.ts). The pages
// bench/lighthouse scores have none of any impact.

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

test("on a phone, the client's order document and the collector's IR list have no accessibility violation of any impact", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'client@example.com');
  const rows = (await (await page.request.get('/api/orders')).json()) as OrderListRow[];
  await page.goto(`/orders/${rows.find((row) => row.status !== 'draft')!.id}`);
  await expect(page.getByRole('article')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await settled(page);
  const found = await everyViolation(page);

  await signIn(page, 'collector@example.com');
  await page.goto('/instruction-registers');
  await expect(page.getByRole('heading', { level: 1, name: 'Instruction register' })).toBeVisible();
  await settled(page);
  found.push(...(await everyViolation(page)));
  expect(found).toEqual([]);
});
