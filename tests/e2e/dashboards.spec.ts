import type { Crate } from '../../src/features/crates/definition';
import { fixtures } from '../../src/features/crates/fixtures';
import type { Order, OrderListRow } from '../../src/features/orders/definition';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';
import { typeDate } from './support/typeDate';
import { emptyCrate } from './support/crates';

// docs/dashboards.md#click-through: a liaison opens the dashboards from the drawer, picks a range,
// and a status's number opens the orders list filtered to exactly the orders it counts.
test('a liaison picks a range on the dashboards and a status count opens the filtered orders list', async ({
  page,
}) => {
  await signIn(page, 'liaison@example.com');
  await page.goto('/');
  await page.getByRole('menuitem', { name: 'Dashboards' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboards', level: 1 })).toBeVisible();

  const today = new Date().toISOString().slice(0, 10);
  await typeDate(page, 'Created from', '2020-01-01');
  await typeDate(page, 'Created to', today);
  await expect(page).toHaveURL(new RegExp(`from=2020-01-01&to=${today}`));

  const quoted = page.getByRole('link', { name: /^Quoted: \d+$/ });
  const label = (await quoted.getAttribute('aria-label')) ?? '';
  const count = Number(label.split(': ')[1]);
  expect(count).toBeGreaterThan(0);
  await quoted.click();

  await expect(page).toHaveURL(/^[^?]*\/\?/);
  const rows = page.locator('#main-content tbody tr');
  await expect(rows).toHaveCount(count);
  await expect(rows.filter({ hasNotText: 'Quoted' })).toHaveCount(0);
  const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
  expect(filter).toEqual({ status: 'quoted', createdFrom: '2020-01-01', createdTo: today });
});

// docs/dashboards.md#the-summary: the IRs waiting for a quote open the IR list filtered to Received.
test('a liaison opens the IRs waiting for a quote from the dashboards', async ({ page }) => {
  await signIn(page, 'liaison@example.com');
  await page.goto('/dashboards');
  const waiting = page.getByRole('link', { name: /^IRs waiting for a quote: \d+$/ });
  const count = Number(((await waiting.getAttribute('aria-label')) ?? '').split(': ')[1]);
  expect(count).toBeGreaterThan(0);
  await waiting.click();
  await expect(page).toHaveURL(/\/instruction-registers\?/);
  const rows = page.locator('#main-content tbody tr');
  await expect(rows).toHaveCount(count);
  await expect(rows.filter({ hasNotText: 'Received' })).toHaveCount(0);
});

// docs/dashboards.md#outstanding-money: the deposits owed open the orders list filtered to them
// (the demo's Accepted orders wait for their deposits).
test('a liaison opens the orders owing their deposit from the money owed card', async ({
  page,
}) => {
  await signIn(page, 'liaison@example.com');
  await page.goto('/dashboards');
  const owed = page.getByRole('link', { name: /^Deposits, Total: \d+$/ });
  const count = Number(((await owed.getAttribute('aria-label')) ?? '').split(': ')[1]);
  expect(count).toBeGreaterThan(0);
  await owed.click();
  await expect(page).toHaveURL(/^[^?]*\/\?/);
  const rows = page.locator('#main-content tbody tr');
  await expect(rows).toHaveCount(count);
  await expect(rows.filter({ hasNotText: 'Accepted' })).toHaveCount(0);
  const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
  expect(filter).toEqual({ outstanding: 'deposit' });
});

// docs/dashboards.md#crates-waiting: a crate packed from the demo order In production, its balance
// not paid (staff giving the reason), waits for payment; the count opens the crates list filtered to those crates. The crate
// is emptied after, its line back to Ready for export, as the demo had it.
test('a liaison opens the crates waiting for payment from the dashboards', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'liaison@example.com');
  // The API takes a write from the portal's own origin only (as the browser sends it).
  const headers = { origin: new URL(baseURL).origin };
  const list = (await (await page.request.get('/api/orders')).json()) as OrderListRow[];
  const row = list.find((one) => one.status === 'inProduction')!;
  const order = (await (await page.request.get(`/api/orders/${row.id}`)).json()) as Order;
  const line = order.lines.find((one) => one.stage === 'readyForExport')!;
  const packed = await page.request.post('/api/crates', {
    headers,
    data: {
      ...fixtures.sample(''),
      clientId: order.clientId,
      orderLineIds: [line.id],
      // Packed before its balance, as staff may with a reason (docs/payments.md#gates).
      balanceReason: 'The client pays at the agent',
    },
  });
  expect(packed.status(), await packed.text()).toBe(201);
  const crate = (await packed.json()) as Crate;
  try {
    await page.goto('/dashboards');
    const waiting = page.getByRole('link', { name: /^Waiting for payment: \d+$/ });
    const count = Number(((await waiting.getAttribute('aria-label')) ?? '').split(': ')[1]);
    expect(count).toBeGreaterThan(0);
    await waiting.click();
    await expect(page).toHaveURL(/\/crates\?/);
    const rows = page.locator('#main-content tbody tr');
    await expect(rows).toHaveCount(count);
    await expect(rows.filter({ hasText: crate.reference })).toHaveCount(1);
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
    expect(filter).toEqual({ waiting: 'payment' });
  } finally {
    await emptyCrate(page, baseURL, crate);
  }
});

// docs/dashboards.md#the-screen: at a desk, the filters take one compact row, every bar is named
// in full, the amounts' axis is not cut and each chart's CSV is an outlined button.
test('the dashboards name every bar, keep the filters in one row and the CSV buttons as buttons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, 'admin@example.com');
  await page.goto('/dashboards');
  const filters = [
    page.getByRole('group', { name: 'Created from' }),
    page.getByRole('group', { name: 'Created to' }),
    page.getByRole('combobox', { name: 'Outfitter' }),
  ];
  const boxes = await Promise.all(filters.map(async (filter) => (await filter.boundingBox())!));
  for (const box of boxes) {
    expect(box.y).toBe(boxes[0]!.y);
    expect(box.width).toBeLessThan(300);
  }
  const work = page.locator('svg').filter({ hasText: 'Orders blocked by paperwork' });
  await expect(work).toHaveCount(1);
  await expect(page.locator('svg text').filter({ hasText: /…|\.\.\./ })).toHaveCount(0);
  const csv = page.getByRole('button', { name: /CSV/ });
  expect(await csv.count()).toBeGreaterThan(3);
  await expect(csv.first()).toHaveClass(/MuiButton-outlined/);
});
