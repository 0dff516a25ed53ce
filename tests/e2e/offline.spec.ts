import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { chromiumPath } from './support/chromium';
import { expect, test } from './support/fixtures';
import { waitUntilCached } from './support/persistedCache';
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
    await waitUntilCached(page, 'instruction-registers/farms');

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
    // The restarted browser shows the list it kept, so the sync below has a screen to refresh.
    await expect(page.getByText('Kuduland Safaris')).toBeVisible();

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

/** An Open IR of the signed-in collector with a line and both signatures: ready to mark Collected. */
async function collectibleIr(page: Page): Promise<{ id: string }> {
  const origin = new URL(page.url()).origin;
  const signature = async () => {
    const buffer = await sharp({
      create: { width: 300, height: 120, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const answer = await page.request.post('/api/files', {
      headers: { origin },
      multipart: { file: { name: 'signature.png', mimeType: 'image/png', buffer } },
    });
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { id: string }).id;
  };
  const [species] = (await (await page.request.get('/api/species?range=[0,0]')).json()) as {
    id: string;
  }[];
  const answer = await page.request.post('/api/instruction-registers', {
    headers: { origin },
    data: {
      hunterName: 'Offline Hunter',
      hunterSignatureFileId: await signature(),
      collectorSignatureFileId: await signature(),
      lines: [{ speciesId: species!.id, tagNumber: 'OFF-1', parts: ['cape'] }],
    },
  });
  expect(answer.status()).toBe(201);
  return answer.json();
}

test('a collector marks an IR Collected with no network; the move waits through a reload, then is sent once', async ({
  portal,
}) => {
  test.setTimeout(90_000);
  const userDataDir = mkdtempSync(join(tmpdir(), 'trophy-offline-'));
  const context = await launch(userDataDir, portal.url);
  try {
    const page = await firstPage(context);
    await signIn(page, 'collector@example.com');
    await page.goto('/instruction-registers');
    const ir = await collectibleIr(page);
    await page.goto(`/instruction-registers/${ir.id}`);
    await expect(page.getByRole('button', { name: 'Mark Collected' })).toBeVisible();
    // The app shell is precached and the IR stored before the network goes.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await waitUntilCached(page, 'instruction-registers');

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Mark Collected' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark Collected' }).click();
    await expect(page.getByTestId('offline-waiting')).toHaveText('1 waiting');
    await expect(page.getByText('Status: Collected')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('offline-waiting')).toHaveText('1 waiting');

    await context.setOffline(false);
    await expect(page.getByTestId('offline-waiting')).toBeHidden();
    await expect(page.getByText('Status: Collected')).toBeVisible();
    const synced = (await (
      await page.request.get(`/api/instruction-registers/${ir.id}`)
    ).json()) as {
      status: string;
      history: { to: string }[];
    };
    expect(synced.status).toBe('collected');
    expect(synced.history.filter((change) => change.to === 'collected')).toHaveLength(1);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
