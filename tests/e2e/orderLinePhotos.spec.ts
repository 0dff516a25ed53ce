import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { Order, OrderListRow } from '../../src/features/orders/definition';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/order-line-photos.md#on-screen: the liaison adds a progress photo to a line of the demo
// client's order in production; the client, on a 360 px phone, finds it after the farm's photo and
// opens it in the image preview popup.

const CLIENT = 'client@example.com';

async function orderInProduction(page: Page): Promise<OrderListRow> {
  const rows = (await (await page.request.get('/api/orders')).json()) as OrderListRow[];
  const row = rows.find((one) => one.status === 'inProduction');
  if (!row) throw new Error('the demo client has no order in production');
  return row;
}

async function photosOfFirstLine(page: Page, orderId: string): Promise<number> {
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as Order;
  const filter = encodeURIComponent(JSON.stringify({ orderLineId: order.lines[0]!.id }));
  const photos = await page.request.get(`/api/order-line-photos?filter=${filter}`);
  return ((await photos.json()) as unknown[]).length;
}

/** A small PNG of its own bytes, as a phone's photo would be. */
async function progressPhoto() {
  const buffer = await sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: `#${Date.now().toString(16).slice(-6)}`,
    },
  })
    .png()
    .toBuffer();
  return { name: 'tanned.png', mimeType: 'image/png', buffer };
}

test('a liaison adds a progress photo to a line; the client opens it on a phone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const studio = await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 } });
  const liaison = await studio.newPage();
  await signIn(liaison, 'liaison@example.com');
  await signIn(page, CLIENT);
  const order = await orderInProduction(page);

  await liaison.goto(`/orders/${order.id}`);
  const staffPhotos = liaison.getByRole('region', { name: 'Photos' });
  await expect(staffPhotos.getByRole('heading', { name: 'Line 1' })).toBeVisible();
  // Line 1's studio photos so far, as the API has them: the new one comes last, taken now.
  const before = await photosOfFirstLine(liaison, order.id);
  await staffPhotos.getByLabel('Add a photo to line 1').setInputFiles(await progressPhoto());
  await expect(liaison.getByText('Photo added')).toBeVisible();
  const added = `Preview Photo ${before + 1} of line 1 at the studio`;
  await expect(staffPhotos.getByRole('button', { name: added })).toBeVisible();
  await studio.close();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/orders/${order.id}`);
  const photos = page.getByRole('region', { name: 'Photos' });
  await expect(
    photos.getByRole('button', { name: 'Preview Farm photo 1 of line 1' }),
  ).toBeVisible();
  await expect(photos.getByText('left horn: 52 cm')).toBeVisible();
  await expect(photos.getByRole('button', { name: /Add a photo/ })).toHaveCount(0);
  const mine = photos.getByRole('button', { name: added });
  await mine.scrollIntoViewIfNeeded();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await mine.click();
  const enlarged = page.getByRole('dialog').getByRole('img', {
    name: `Photo ${before + 1} of line 1 at the studio`,
  });
  await expect(enlarged).toBeVisible();
  // The thumbnail really loaded: the client may read the file the liaison attached.
  await expect
    .poll(() => enlarged.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const box = (await enlarged.boundingBox())!;
  expect([box.width, box.height]).toEqual([260, 240]);
});
