import { violationsOn, type ScreenVisit } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/screens.md#accessibility: every screen each demo account reaches, and the pages without a
// session, have no serious or critical axe violation. One test per role, its screens in one page.

const account: readonly ScreenVisit[] = [
  { path: '/profile' },
  { path: '/account-settings/profile' },
  { path: '/account-settings/password' },
  { path: '/account-settings/address' },
];

const screensByAccount: Record<string, readonly ScreenVisit[]> = {
  // The studio's two roles share most screens; each visits its share once.
  'admin@example.com': [
    { path: '/', openFirst: true },
    { path: '/orders/create' },
    { path: '/admin/pricelists', openFirst: true },
    { path: '/admin/pricelists/create' },
    { path: '/admin/species', openFirst: true },
    { path: '/admin/species/create' },
    { path: '/admin/trophies', openFirst: true },
    { path: '/admin/users', openFirst: true },
    { path: '/admin/users/create' },
    { path: '/account-settings/profile' },
  ],
  'liaison@example.com': [
    { path: '/', openFirst: true },
    { path: '/clients', openFirst: true },
    { path: '/clients/create' },
    { path: '/instruction-registers', openFirst: true },
    { path: '/instruction-registers/create' },
    { path: '/dashboards' },
    { path: '/admin/export-to-tls' },
    { path: '/admin/export-to-tls/api-keys' },
    { path: '/account-settings/profile' },
  ],
  'outfitter@example.com': [
    { path: '/', openFirst: true },
    { path: '/orders/create' },
    { path: '/clients', openFirst: true },
    { path: '/clients/link' },
    { path: '/documents', openFirst: true },
    { path: '/documents/create' },
    { path: '/admin/pricelists', openFirst: true },
    ...account,
  ],
  // A PH reads orders: the list's rows open the order to read (its show screen).
  'ph@example.com': [
    { path: '/', openFirst: true },
    { path: '/documents', openFirst: true },
    ...account,
  ],
  'collector@example.com': [
    { path: '/instruction-registers', openFirst: true },
    { path: '/instruction-registers/create' },
    { path: '/instruction-registers/farms', openFirst: true },
  ],
  'client@example.com': [{ path: '/', openFirst: true }, { path: '/orders/create' }, ...account],
};

for (const [email, screens] of Object.entries(screensByAccount)) {
  test(`${email}: no serious or critical accessibility violation on any screen`, async ({
    page,
  }) => {
    // Many screens on a shared two-core machine: more than one screen's budget.
    test.setTimeout(300_000);
    await signIn(page, email);
    expect(await violationsOn(page, screens)).toEqual([]);
  });
}

test('the pages without a session have no serious or critical accessibility violation', async ({
  page,
}) => {
  const pages = ['/auth/login', '/auth/register', '/auth/forgot-password'];
  expect(
    await violationsOn(
      page,
      pages.map((path) => ({ path })),
    ),
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
