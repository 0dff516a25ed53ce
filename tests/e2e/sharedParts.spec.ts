import { expect, test } from '@playwright/test';
import { openHarness } from './support/harness';
import { typeDate } from './support/typeDate';

// The shell's shared parts in real Chromium, on the harness page (no finished screen uses them yet).

test('at most 3 toasts show at once, at the bottom left, each gone after 5 s', async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await openHarness(page, '/parts');
  // Time stands still from here on (the jump fires nothing: no toast exists yet).
  await page.clock.pauseAt(start + 60_000);
  await page.getByRole('button', { name: 'Raise 5 problems' }).click();
  const toasts = page.getByRole('alert');
  await expect(toasts).toHaveCount(3);
  await expect(toasts.first()).toHaveText('Problem 1');

  const box = await toasts.last().boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box && viewport) {
    expect(box.x).toBeLessThan(viewport.width / 3);
    expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.8);
  }

  await page.clock.runFor(4900);
  await expect(toasts).toHaveCount(3);
  await page.clock.runFor(100);
  await expect(toasts).toHaveText(['Problem 4', 'Problem 5']);
});

test('the date picker accepts 1900-01-01 to 2099-12-31 and says so outside', async ({ page }) => {
  await openHarness(page, '/parts');
  for (const outside of ['1899-12-31', '2100-01-01']) {
    await typeDate(page, 'Hunted on', outside);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a date from 1900-01-01 to 2099-12-31')).toBeVisible();
  }
  for (const inside of ['1900-01-01', '2099-12-31']) {
    await typeDate(page, 'Hunted on', inside);
    await expect(page.getByText('Enter a date from 1900-01-01 to 2099-12-31')).toBeHidden();
  }
  // The calendar offers no day past the range: its last month has no next one.
  await page.getByRole('button', { name: /Choose date/ }).click();
  await expect(page.getByRole('gridcell', { name: '31' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
});
