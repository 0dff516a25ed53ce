import { expect, test } from '@playwright/test';
import { openHarness } from './support/harness';

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
  const date = page.getByLabel('Hunted on');
  await expect(date).toHaveAttribute('min', '1900-01-01');
  await expect(date).toHaveAttribute('max', '2099-12-31');

  for (const outside of ['1899-12-31', '2100-01-01']) {
    await date.fill(outside);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a date from 1900-01-01 to 2099-12-31')).toBeVisible();
  }
  for (const inside of ['1900-01-01', '2099-12-31']) {
    await date.fill(inside);
    await expect(page.getByText('Enter a date from 1900-01-01 to 2099-12-31')).toBeHidden();
  }
});
