import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

/** A photo as a phone takes one: a JPEG of a few megapixels, for a register's line. */
export const phonePhoto = async () => ({
  name: 'kudu.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 90, b: 60 } },
  })
    .jpeg()
    .toBuffer(),
});

/**
 * Draws a stroke on the signature pad in `section`, as a finger would.
 * @example await drawSignature(page, page.getByRole('region', { name: "Collector's signature" }));
 */
export async function drawSignature(page: Page, section: Locator) {
  const pad = section.locator('canvas');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 100, { steps: 8 });
  await page.mouse.move(box.x + 200, box.y + 50, { steps: 8 });
  await page.mouse.up();
}
