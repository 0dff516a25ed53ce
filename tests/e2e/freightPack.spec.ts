import type { Shipment } from '../../src/features/shipments/definition';
import { waitForMail } from '../support/outbox';
import { everyViolation } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/crates-and-shipments.md#the-freight-agents-pack: the agent opens the pack from the e-mail,
// with no account, on whatever device they read mail on: the portal's look, a crate a card on a
// phone and a table row on a desktop, nothing scrolling sideways, nothing missing.
test('the freight agent opens the pack from the e-mail: styled, a crate a card on a phone, a table on a desktop', async ({
  page,
  portal,
  baseURL,
}) => {
  await signIn(page, 'liaison@example.com');
  const [shipment] = (await (await page.request.get('/api/shipments')).json()) as Shipment[];
  const sent = await page.request.post(`/api/shipments/${shipment!.id}/freight-pack`, {
    headers: { origin: new URL(baseURL).origin },
    data: {},
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const mail = await waitForMail(portal.dataDir, shipment!.freightAgentEmail, /Shipment/);
  const link = new URL(mail.links.find((href) => href.includes('/freight-pack/'))!);
  await page.context().clearCookies();

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: /^Shipment S-\d{6}$/ })).toBeVisible();
  await expect(page.locator('header')).toHaveCSS('background-color', 'rgb(15, 23, 42)');
  await expect(page.getByRole('columnheader')).toHaveCount(0);
  const weights = page.locator('td[data-label="Actual / volumetric weight"]');
  await expect(weights).toHaveCSS('display', 'grid');
  await expect(weights).toContainText(/kg \/ .* kg/);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
  expect(await everyViolation(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('columnheader', { name: 'Packing list' })).toBeVisible();
  await expect(weights).toHaveCSS('display', 'table-cell');
  expect(await everyViolation(page)).toEqual([]);
  expect(errors).toEqual([]);
});
