import type { Page } from '@playwright/test';
import type { OrderListRow } from '../../src/features/orders/definition';
import { readOutbox } from '../support/outbox';
import { everyViolation, settled } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

// docs/notifications.md#choosing: on a 360 px phone the client turns off message e-mails in their
// account settings; the liaison's next message then mails them nothing.

const CLIENT = 'client@example.com';

test.use({ viewport: { width: 360, height: 740 } });

async function post(page: Page, url: string, data: object) {
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  const answer = await page.request.fetch(url, { method: 'POST', data, headers: { origin } });
  expect(answer.ok()).toBe(true);
}

test('a client who turns off message e-mails gets none for the liaison’s next message', async ({
  page,
  browser,
  baseURL,
  portal,
}) => {
  test.setTimeout(90_000);
  await signIn(page, CLIENT);
  await page.goto('/account-settings/notifications');
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  const messages = page.getByRole('switch', { name: 'A new message arrives' });
  await expect(messages).toBeChecked();
  await messages.click();
  await expect(messages).not.toBeChecked();
  await page.getByRole('button', { name: 'Save e-mail choices' }).click();
  await expect(page.getByText('Your e-mail choices are saved.')).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'A new message arrives' })).not.toBeChecked();
  await settled(page);
  expect(await everyViolation(page)).toEqual([]);

  const rows = (await (await page.request.get('/api/orders')).json()) as OrderListRow[];
  const order = rows.find((one) => one.status !== 'draft')!;
  const studio = await browser.newContext({ baseURL });
  const liaison = await studio.newPage();
  await signIn(liaison, 'liaison@example.com');
  const unheard = `Your crate is packed ${Date.now()}`;
  await post(liaison, '/api/messages', { orderId: order.id, text: unheard });

  // Back on, and a second message: mail goes out in order, so once the second one's e-mail is in
  // the outbox, the first one's would be too.
  await page.getByRole('switch', { name: 'A new message arrives' }).click();
  await page.getByRole('button', { name: 'Save e-mail choices' }).click();
  await expect(page.getByText('Your e-mail choices are saved.')).toBeVisible();
  const heard = `Your crate has left ${Date.now()}`;
  await post(liaison, '/api/messages', { orderId: order.id, text: heard });
  await expect
    .poll(async () =>
      (await readOutbox(portal.dataDir)).some(
        (mail) => mail.to === CLIENT && mail.text.includes(heard),
      ),
    )
    .toBe(true);
  const toClient = (await readOutbox(portal.dataDir)).filter((mail) => mail.to === CLIENT);
  expect(toClient.filter((mail) => mail.text.includes(unheard))).toEqual([]);
  await studio.close();
});
