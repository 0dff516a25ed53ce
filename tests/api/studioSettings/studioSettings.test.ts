import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { studioSettings } from '../../../src/features/studio-settings/table';
import type { Role } from '../../../src/shared/roles';
import { pdfText } from '../../support/pdfText';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderBody } from '../orders/orderSupport';
import { freshOrder } from '../messages/messageSupport';
import { uploadAs } from '../documents/documentSupport';
import { uprightPng } from '../files/fileSamples';
import { waitForMail } from '../../support/outbox';
import { formatOrderNumber } from '../../../src/features/orders/orderStatuses';

// docs/payments.md#studio-settings: one row the admin edits; the quote PDF's letterhead and new
// quotes' VAT rate come from it.
const ctx = useTestApp();
const as = {} as Record<Role, Record<string, string>>;

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(ctx.test.app, email);
});

/** Uploads a small PNG (a logo) as `headers` and answers its id. */
const uploadLogo = async (headers: Record<string, string>) =>
  uploadAs(ctx.test.app, headers, 'logo.png', await uprightPng(40, 20));

const settings = async () =>
  (await ctx.test.app.inject({ url: '/api/studio-settings', headers: as.admin })).json()[0];
const put = (headers: Record<string, string>, body: Record<string, unknown>) =>
  ctx.test.app.inject({
    method: 'PUT',
    url: `/api/studio-settings/${body.id}`,
    headers,
    payload: body,
  });
const editable = ({ id: _id, version: _version, ...rest }: Record<string, unknown>) => rest;

describe('the settings', () => {
  it('are one row, seeded for the demo, that nobody creates or deletes', async () => {
    const all = (
      await ctx.test.app.inject({ url: '/api/studio-settings', headers: as.client })
    ).json();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ defaultVatRateBp: 1500, bankName: 'First National Bank' });
    const create = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/studio-settings',
      headers: as.admin,
      payload: editable(all[0]),
    });
    expect(create.statusCode).toBe(404);
  });

  it("are the admin's to change: a liaison is refused (403), a bad VAT rate is 400", async () => {
    const row = await settings();
    const body = { ...editable(row), version: row.version, vatNumber: '4999999999' };
    expect((await put(as.customerLiaison, { ...body, id: row.id })).statusCode).toBe(403);
    const bad = await put(as.admin, { ...body, id: row.id, defaultVatRateBp: 10_001 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('defaultVatRateBp');
    const saved = await put(as.admin, { ...body, id: row.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().vatNumber).toBe('4999999999');
  });
});

describe('new quotes', () => {
  it("start at the studio's VAT rate, whether a client or staff make them", async () => {
    const row = await settings();
    await ctx.test.app.db
      .update(studioSettings)
      .set({ defaultVatRateBp: 1000 })
      .where(eq(studioSettings.id, row.id));
    const { vatRateBp: _leftOut, ...body } = await demoOrderBody(ctx.test.app);
    const byClient = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: as.client,
      payload: { ...body, clientId: null },
    });
    const byStaff = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: as.customerLiaison,
      payload: body,
    });
    expect([byClient.json().vatRateBp, byStaff.json().vatRateBp]).toEqual([1000, 1000]);
    const chosen = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: as.customerLiaison,
      payload: { ...body, vatRateBp: 0 },
    });
    expect(chosen.json().vatRateBp).toBe(0);
  });
});

describe('the quote PDF', () => {
  it("prints the studio's letterhead and logo, its bank details and the order's reference", async () => {
    const row = await settings();
    const logoFileId = await uploadLogo(as.admin);
    const saved = await put(as.admin, {
      ...editable(row),
      id: row.id,
      version: row.version,
      name: 'Kudu & Co Taxidermy',
      logoFileId,
    });
    expect(saved.statusCode).toBe(200);
    const orderId = await freshOrder(ctx.test.app, as.admin);
    const order = (
      await ctx.test.app.inject({ url: `/api/orders/${orderId}`, headers: as.client })
    ).json();
    const pdf = await ctx.test.app.inject({
      url: `/api/orders/${orderId}/quote.pdf`,
      headers: as.client,
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    for (const expected of [
      'Kudu & Co Taxidermy',
      'Hatfield, Pretoria 0028',
      'Bank: First National Bank',
      'Branch code: 250655',
      `Quote this reference with your payment: Q-${String(order.number).padStart(6, '0')}`,
    ])
      expect(text).toContain(expected);
    expect(pdf.rawPayload.length).toBeGreaterThan(0);
  });

  it("lets the order's readers read the logo the settings hold, not another's upload", async () => {
    const row = await settings();
    const file = await ctx.test.app.inject({
      url: `/api/files/${row.logoFileId}`,
      headers: as.client,
    });
    expect(file.statusCode).toBe(200);
    const notMine = await uploadLogo(as.customerLiaison);
    const refused = await put(as.admin, {
      ...editable(row),
      id: row.id,
      version: row.version,
      logoFileId: notMine,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('logoFileId');
  });
});

describe("the clients' e-mails", () => {
  it("sign with the studio's own name", async () => {
    const row = await settings();
    await ctx.test.app.db
      .update(studioSettings)
      .set({ name: 'Karoo Trophy Studio' })
      .where(eq(studioSettings.id, row.id));
    const orderId = await freshOrder(ctx.test.app, as.admin);
    const order = (
      await ctx.test.app.inject({ url: `/api/orders/${orderId}`, headers: as.admin })
    ).json();
    const sent = await ctx.test.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/transitions`,
      headers: as.customerLiaison,
      payload: { to: 'quoted', version: order.version, note: '' },
    });
    expect(sent.statusCode).toBe(200);
    const mail = await waitForMail(
      ctx.test.config.DATA_DIR,
      'client@example.com',
      new RegExp(`quote ${formatOrderNumber(order.number)} is ready`),
    );
    expect(mail.text).toMatch(/from Karoo Trophy Studio is ready/);
    expect(mail.text).toMatch(/Kind regards,\r?\nKaroo Trophy Studio/);
  });
});
