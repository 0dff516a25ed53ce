import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/screens.md#accessibility: every screen names itself in the header, as the page's one h1;
// the dashboards, the TLS export and its batches, the workbench and the account's pages wrote
// theirs in the page and left the header blank.
test.use({ viewport: { width: 1366, height: 800 } });

test('the dashboards, TLS export, a batch, the workbench, profile and account settings are titled in the header', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com');
  // Any batch will do: the newest, whichever spec made it (the demo starts with one).
  const [batch] = (await (await page.request.get('/api/tls-exports?range=[0,0]')).json()) as {
    id: string;
    number: number;
  }[];
  for (const [path, title] of [
    ['/dashboards', 'Dashboards'],
    ['/admin/export-to-tls', 'Export to TLS'],
    ['/admin/export-to-tls/api-keys', 'TLS API keys'],
    [`/admin/export-to-tls/${batch!.id}`, `Batch ${batch!.number}`],
    ['/workbench', 'Workbench'],
    ['/profile', 'Profile'],
    ['/account-settings/profile', 'Account settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }
});
