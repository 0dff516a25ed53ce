import type { Page } from '@playwright/test';
import type { OrderListRow } from '../../src/features/orders/definition';
import { expect, test } from './support/fixtures';
import { watchJourney } from './support/journey';
import { pdfScan } from './support/pdfScan';
import { signIn } from './support/signIn';

// docs/messages.md#screens: "Where is my trophy?" on a 360 px phone: the client writes on their
// order with a scan, the liaison finds it unread, reads it and answers, and the client reads it.

const CLIENT = 'client@example.com';
const SHOTS = process.env.MESSAGE_SHOTS;

/** The page is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

async function firstOrderPastDraft(page: Page): Promise<OrderListRow> {
  const rows = (await (await page.request.get('/api/orders')).json()) as OrderListRow[];
  return rows.find((one) => one.status !== 'draft')!;
}

async function setLanguage(page: Page, language: 'en' | 'fr') {
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  const answer = await page.request.put('/api/clients/account/language', {
    data: { language },
    headers: { origin },
  });
  expect(answer.ok()).toBe(true);
}

test.use({ viewport: { width: 360, height: 740 } });

test('the client writes on their order at 360 px; the liaison sees it unread, answers, and the client reads the answer', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const question = `Where is my trophy? ${Date.now()}`;
  await signIn(page, CLIENT);
  const order = await firstOrderPastDraft(page);
  const journey = watchJourney(page);
  await page.goto(`/orders/${order.id}`);

  const thread = page.getByRole('region', { name: 'Messages' });
  await expect(thread.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(thread.getByLabel('Internal note (staff only)')).toHaveCount(0);
  await thread.getByLabel('Write a message').fill(question);
  await thread.getByLabel('Attach files').setInputFiles([pdfScan(question, 'permit.pdf')]);
  await expect(thread.getByRole('button', { name: 'Remove permit.pdf' })).toBeVisible();
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  const conversation = thread.getByRole('list', { name: 'Conversation' });
  const mine = conversation.getByRole('listitem').filter({ hasText: question });
  await expect(mine).toContainText('You');
  await expect(mine.getByRole('link', { name: 'permit.pdf' })).toBeVisible();
  await mine.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/client-sent.png`, fullPage: true });
  await journey.intact();

  const studio = await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 } });
  const liaison = await studio.newPage();
  await signIn(liaison, 'liaison@example.com');
  await liaison.goto('/');
  await expect(liaison.getByRole('link', { name: /unread messages?$/ })).toBeVisible();
  await liaison.goto(`/orders/${order.id}`);
  const staffThread = liaison.getByRole('region', { name: 'Messages' });
  const received = staffThread.getByRole('listitem').filter({ hasText: question });
  await expect(received).toContainText('Clara Client');
  await expect(received.getByRole('link', { name: 'permit.pdf' })).toBeVisible();
  const answer = `Your kudu is at the tannery ${Date.now()}`;
  await staffThread.getByLabel('Write a message').fill(answer);
  await staffThread.getByRole('button', { name: 'Send' }).click();
  await expect(staffThread.getByRole('listitem').filter({ hasText: answer })).toContainText('You');
  if (SHOTS) await liaison.screenshot({ path: `${SHOTS}/liaison-answered.png`, fullPage: true });
  await studio.close();

  await page.reload();
  const reply = thread.getByRole('listitem').filter({ hasText: answer });
  // The browser tests share one portal, and accountFlows renames the demo liaison's first name.
  await expect(reply).toContainText(/\S+ Liaison · Studio/);
  await reply.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
  await journey.intact();
});

test('the thread in French at 360 px: its texts in French, nothing scrolls sideways', async ({
  page,
}) => {
  await signIn(page, CLIENT);
  await setLanguage(page, 'fr');
  try {
    const order = await firstOrderPastDraft(page);
    await page.goto(`/orders/${order.id}`);
    const thread = page.getByRole('region', { name: 'Messages' });
    await expect(thread.getByLabel('Écrire un message')).toBeVisible();
    await expect(thread.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    await thread.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/client-fr.png`, fullPage: true });
  } finally {
    await setLanguage(page, 'en');
  }
});
