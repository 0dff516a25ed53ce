import { expect, test } from './support/fixtures';
import { waitForMail } from '../support/outbox';
import { signIn } from './support/signIn';

// docs/screens.md#empty-lists: a generated list with no records says so in the resource's words
// and offers the create button to one who may create.

test('an outfitter with no linked clients sees the empty clients list with what to do next', async ({
  page,
  portal,
}) => {
  // A freshly invited outfitter is linked to no client: the API answers their list with no rows.
  const email = `empty.${Date.now()}@example.com`;
  const password = 'Kudu-horns-on-oak-77';
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  await signIn(page, 'admin@example.com');
  const invited = await page.request.post('/api/users', {
    data: { email, firstName: 'Erin', lastName: 'Empty', roles: ['huntingOutfitter'] },
    headers: { origin },
  });
  expect(invited.ok()).toBe(true);
  const mail = await waitForMail(portal.dataDir, email, /invited/);
  const link = mail.links.find((href) => href.includes('/auth/reset-password/'));
  const code = decodeURIComponent(link?.split('/').pop() ?? '');
  const set = await page.request.post('/api/auth/password-reset', {
    data: { code, password },
    headers: { origin },
  });
  expect(set.ok()).toBe(true);
  await signIn(page, email, password);
  // Every account completes its profile before the console opens (docs/sessions.md#profile).
  for (const [url, data] of [
    [
      '/api/clients/account/profile',
      { firstName: 'Erin', lastName: 'Empty', phone: '+27 82 555 0100' },
    ],
    [
      '/api/clients/account/address',
      { line1: '7 Kloof Road', city: 'Windhoek', postalCode: '10005', country: 'NA' },
    ],
  ] as const) {
    expect((await page.request.put(url, { data, headers: { origin } })).ok()).toBe(true);
  }

  await page.goto('/clients');
  await expect(page.getByText('No clients yet.')).toBeVisible();
  await expect(page.getByText('Create the first client to get started.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create' })).toHaveAttribute(
    'href',
    '/clients/create',
  );
  await expect(page.getByRole('link', { name: 'Link a client' })).toBeVisible();
  // The empty page replaces the list, toolbar and all.
  await expect(page.getByPlaceholder('Search')).toBeHidden();
});
