import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/order-workflow.md#the-editor, #moves-on-screen: the liaison's quote editor on a 1366 px
// desktop, beside the workflow panel: every line's inputs in view without scrolling sideways, a
// cancellation drawn apart from the way forward, and an accepted quote called an order.
test.use({ viewport: { width: 1366, height: 800 } });

async function firstOrderIn(page: Page, status: string) {
  const filter = encodeURIComponent(JSON.stringify({ status }));
  const rows = await (await page.request.get(`/api/orders?filter=${filter}`)).json();
  return rows[0] as { id: string };
}

test('a quote’s lines fit beside the panel, and Cancel order is apart, outlined in red', async ({
  page,
}) => {
  await signIn(page, 'liaison@example.com');
  const quote = await firstOrderIn(page, 'submitted');
  await page.goto(`/orders/${quote.id}`);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(
    /^Quote Q-\d{6}$/,
  );
  const lines = page.getByRole('region', { name: 'Lines' });
  await expect(lines.getByLabel('Tag numbers').first()).toBeVisible();
  const overflow = await lines.evaluate((box) => box.scrollWidth - box.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const name of ['Species', 'Tag numbers', 'Instruction', 'Remove line 1']) {
    const box = (await lines.getByLabel(name).first().boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(1366);
  }

  const panel = page.getByRole('region', { name: 'Status' });
  const moves = panel.getByRole('button', { name: /Send quote|Cancel order/ });
  await expect(moves).toHaveText(['Send quote', 'Cancel order']);
  await expect(moves.nth(0)).toHaveClass(/MuiButton-contained/);
  await expect(moves.nth(1)).toHaveClass(/MuiButton-outlinedError/);
  await moves.nth(1).click();
  const ask = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(ask.getByRole('button', { name: 'Cancel order' })).toHaveClass(
    /MuiButton-containedError/,
  );
  await ask.getByRole('button', { name: 'Go back' }).click();
});

test('an accepted quote is headed as an order', async ({ page }) => {
  await signIn(page, 'liaison@example.com');
  const order = await firstOrderIn(page, 'accepted');
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(
    /^Order Q-\d{6}$/,
  );
});
