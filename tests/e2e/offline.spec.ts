import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumPath } from './support/chromium';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/offline.md: a collector's browser restarted in the middle of the story keeps its profile
// directory (IndexedDB, the service worker, cookies), as a phone would.
const launch = (userDataDir: string, baseURL: string) =>
  chromium.launchPersistentContext(userDataDir, {
    baseURL,
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });

const firstPage = async (context: BrowserContext): Promise<Page> =>
  context.pages()[0] ?? (await context.newPage());

const FARM = 'Waterberg Offline Camp';

test('a collector creates a farm offline; it waits through a reload and a restarted browser, then syncs once', async ({
  portal,
}) => {
  test.setTimeout(90_000);
  const userDataDir = mkdtempSync(join(tmpdir(), 'trophy-offline-'));
  let context = await launch(userDataDir, portal.url);
  try {
    let page = await firstPage(context);
    await signIn(page, 'collector@example.com');
    await page.goto('/instruction-registers/farms');
    await expect(page.getByText('Kuduland Safaris')).toBeVisible();
    // The app shell is precached and the cache stored before the network goes.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForTimeout(1_500);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Kuduland Safaris')).toBeVisible();

    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByLabel('Name').fill(FARM);
    await page.getByLabel('Country').fill('South Af');
    await page.getByRole('option', { name: 'South Africa' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('offline-waiting')).toHaveText('1 waiting');

    await context.close();
    context = await launch(userDataDir, portal.url);
    await context.setOffline(true);
    page = await firstPage(context);
    await page.goto('/instruction-registers/farms');
    await expect(page.getByTestId('offline-waiting')).toHaveText('1 waiting');

    await context.setOffline(false);
    await expect(page.getByTestId('offline-waiting')).toBeHidden();
    await expect(page.getByText(FARM)).toBeVisible();
    const farms = await (await page.request.get('/api/farms?range=[0,99]')).json();
    expect(farms.filter((farm: { name: string }) => farm.name === FARM)).toHaveLength(1);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
