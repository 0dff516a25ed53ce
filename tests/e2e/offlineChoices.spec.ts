import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demoAccounts';
import { expect, test } from './support/fixtures';
import { waitUntilCached } from './support/persistedCache';
import { startShippedPortal } from './support/shippedPortal';
import { signIn } from './support/signIn';

// docs/offline.md#reads: a collector at the farm types a species the reference input's first page
// does not hold; every species is kept offline, so it is found. On a portal of its own: the species
// added here would push the demo's off the first page other tests pick from.
test.use({ viewport: { width: 360, height: 740 } });

test('a collector finds offline a species past the first page of choices', async ({ browser }) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'trophy-choices-'));
  const portal = await startShippedPortal(dataDir);
  try {
    const admin = await request.newContext({ baseURL: portal.url });
    const headers = { origin: portal.url };
    await admin.post('/api/auth/login', {
      data: { email: 'admin@example.com', password: DEMO_PASSWORD },
      headers,
    });
    for (let at = 1; at <= 26; at += 1) {
      const made = await admin.post('/api/species', {
        headers,
        data: { commonName: `Far Species ${at}`, scientificName: `Longinqua ${at}` },
      });
      expect(made.status()).toBe(201);
    }
    // The reference input's first page is 25 by id, newest id first: these are past it.
    const pastFirstPage = (await (
      await admin.get('/api/species?sort=["id","DESC"]&range=[25,99]')
    ).json()) as { commonName: string }[];

    const context = await browser.newContext({ baseURL: portal.url });
    const page = await context.newPage();
    await signIn(page, 'collector@example.com');
    // The phone has opened the portal before: its service worker holds the screens' code.
    await page.goto('/instruction-registers');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const [open] = (await (
      await page.request.get('/api/instruction-registers?filter={"status":"open"}&range=[0,0]')
    ).json()) as { id: string }[];
    await page.goto(`/instruction-registers/${open!.id}`);
    // The demo's open register has an animal: its species is chosen again.
    const species = page.getByRole('combobox', { name: 'Species' }).first();
    await expect(species).toBeVisible();
    await waitUntilCached(page, 'admin/species');
    // Ids are random, so the register's own species may be past the first page too: typing the
    // name the input already holds would search nothing.
    const chosen = await species.inputValue();
    const far = pastFirstPage.find(({ commonName }) => commonName !== chosen);

    await context.setOffline(true);
    await species.fill(far!.commonName);
    await expect(page.getByRole('option', { name: far!.commonName, exact: true })).toBeVisible();
    // Any of a species' texts is searched: the scientific names of all 26, a page of 25 shown.
    await species.fill('longinqua');
    await expect(page.getByRole('option', { name: /^Far Species/ })).toHaveCount(25);
    await context.close();
    await admin.dispose();
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
