import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../src/features/orders/definition';
import { formatOrderNumber } from '../../../src/features/orders/orderStatuses';
import { orders, orderStatusChanges } from '../../../src/features/orders/table';
import { auditLog } from '../../../src/server/db/schema/audit';
import { readOutbox, waitForMail } from '../../support/outbox';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderBody, userId } from './orderSupport';

// docs/order-workflow.md#expected-dates: staff set the days a hunter is told, each change in the
// history and the audit trail, and the client hears of it in their language.
const ctx = useTestApp();
let order: Order;

const setDates = async (email: string, payload: Record<string, unknown>) =>
  ctx.test.app.inject({
    method: 'PUT',
    url: `/api/orders/${order.id}/expected-dates`,
    headers: await signIn(ctx.test.app, email),
    payload,
  });

const stored = async () => {
  const [row] = await ctx.test.app.db.select().from(orders).where(eq(orders.id, order.id));
  return row!;
};

beforeAll(async () => {
  const created = await ctx.test.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: await signIn(ctx.test.app, 'admin@example.com'),
    payload: {
      ...(await demoOrderBody(ctx.test.app)),
      outfitterId: await userId(ctx.test.app, 'outfitter@example.com'),
      phId: await userId(ctx.test.app, 'ph@example.com'),
    },
  });
  order = created.json();
});

describe('expected dates', () => {
  it('staff set both days first without a reason: the order answers them', async () => {
    const answer = await setDates('liaison@example.com', {
      expectedReadyOn: '2027-03-01',
      expectedShippingOn: '2027-04-12',
      reason: '',
      version: order.version,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      expectedReadyOn: '2027-03-01',
      expectedShippingOn: '2027-04-12',
      version: order.version + 1,
    });
    order = answer.json();
  });

  it.each(['client@example.com', 'outfitter@example.com', 'ph@example.com'])(
    '%s may read the order but not set its days (403)',
    async (email) => {
      const answer = await setDates(email, {
        expectedReadyOn: '2027-01-01',
        expectedShippingOn: null,
        reason: 'Sooner',
        version: order.version,
      });
      expect(answer.statusCode).toBe(403);
      expect((await stored()).expectedReadyOn).toBe('2027-03-01');
    },
  );

  it('shipping before ready answers 400 on the shipping day and changes nothing', async () => {
    const answer = await setDates('admin@example.com', {
      expectedReadyOn: '2027-06-01',
      expectedShippingOn: '2027-05-01',
      reason: 'Tannery late',
      version: order.version,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.expectedShippingOn).toBe(
      'Use a shipping day on or after the ready day',
    );
    expect(await stored()).toMatchObject({ expectedReadyOn: '2027-03-01', version: order.version });
  });

  it('a day outside 1900-2099 answers 400 on its field', async () => {
    const answer = await setDates('admin@example.com', {
      expectedReadyOn: '2100-01-01',
      expectedShippingOn: null,
      reason: 'Far away',
      version: order.version,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.expectedReadyOn).toBeTruthy();
  });

  it('moving a day already set without a reason answers 400 on the reason and changes nothing', async () => {
    const answer = await setDates('admin@example.com', {
      expectedReadyOn: '2027-05-03',
      expectedShippingOn: '2027-06-14',
      reason: '  ',
      version: order.version,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.reason).toBe('Tell the client why the date changes');
    expect(await stored()).toMatchObject({ expectedReadyOn: '2027-03-01', version: order.version });
  });

  it('a stale version answers 409 and changes nothing', async () => {
    const answer = await setDates('admin@example.com', {
      expectedReadyOn: '2027-05-03',
      expectedShippingOn: '2027-06-14',
      reason: 'Tannery late',
      version: order.version - 1,
    });
    expect(answer.statusCode).toBe(409);
    expect((await stored()).expectedReadyOn).toBe('2027-03-01');
  });

  it('a change with its reason writes a history row and an audit row', async () => {
    const answer = await setDates('liaison@example.com', {
      expectedReadyOn: '2027-05-03',
      expectedShippingOn: '2027-06-14',
      reason: 'The tannery is late',
      version: order.version,
    });
    expect(answer.statusCode).toBe(200);
    order = answer.json();
    expect(order.history.at(-1)).toMatchObject({
      from: order.status,
      to: order.status,
      note: 'The tannery is late',
      expectedDates: { expectedReadyOn: '2027-05-03', expectedShippingOn: '2027-06-14' },
    });
    const audits = await ctx.test.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'orders'), eq(auditLog.recordId, order.id)));
    expect(audits.at(-1)).toMatchObject({
      userId: await userId(ctx.test.app, 'liaison@example.com'),
      action: 'update',
      changes: {
        expectedReadyOn: ['2027-03-01', '2027-05-03'],
        expectedShippingOn: ['2027-04-12', '2027-06-14'],
      },
    });
  });

  it('the same days again answer the order unchanged: no history row, no e-mail', async () => {
    // The first setting and the change each told the client (in the background, after the answer).
    await waitForMail(ctx.test.config.DATA_DIR, 'client@example.com', /New expected dates/, 2);
    const mails = (await readOutbox(ctx.test.config.DATA_DIR)).length;
    const answer = await setDates('liaison@example.com', {
      expectedReadyOn: '2027-05-03',
      expectedShippingOn: '2027-06-14',
      reason: '',
      version: order.version,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().version).toBe(order.version);
    const rows = await ctx.test.app.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.id));
    expect(rows.filter((row) => row.expectedDates)).toHaveLength(2);
    expect((await readOutbox(ctx.test.config.DATA_DIR)).length).toBe(mails);
  });

  it('a row that sets the days accepts nothing: the TLS backlog and the planned shipping count from the acceptance', async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const created = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: admin,
      payload: await demoOrderBody(ctx.test.app),
    });
    const id = created.json().id as string;
    const acceptedAt = new Date('2026-02-02T10:00:00Z');
    await ctx.test.app.db.update(orders).set({ status: 'accepted' }).where(eq(orders.id, id));
    await ctx.test.app.db.insert(orderStatusChanges).values({
      orderId: id,
      fromStatus: 'quoted',
      toStatus: 'accepted',
      byUserId: await userId(ctx.test.app, 'admin@example.com'),
      at: acceptedAt,
    });
    const planned = async () =>
      (await ctx.test.app.inject({ url: `/api/orders/${id}/paperwork`, headers: admin })).json()
        .plannedShippingOn as string;
    const before = await planned();
    const set = await ctx.test.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/expected-dates`,
      headers: admin,
      payload: { expectedReadyOn: '2027-01-04', expectedShippingOn: null, reason: '', version: 1 },
    });
    expect(set.statusCode).toBe(200);
    expect(await planned()).toBe(before);
    const waiting = (
      await ctx.test.app.inject({ url: '/api/tls-exports/waiting', headers: admin })
    ).json() as { id: string; acceptedAt: string }[];
    const row = waiting.find((one) => one.id === id);
    expect(new Date(row!.acceptedAt).getTime()).toBe(acceptedAt.getTime());
  });

  it("a French client's e-mail is in French: both days the French way, the reason and the link", async () => {
    const { cookie } = await signIn(ctx.test.app, 'client@example.com');
    expect(
      (
        await ctx.api.put('/api/clients/account/language', {
          cookie,
          payload: { language: 'fr' },
        })
      ).statusCode,
    ).toBe(200);
    const answer = await setDates('liaison@example.com', {
      expectedReadyOn: '2027-07-01',
      expectedShippingOn: '2027-08-02',
      reason: 'Le tanneur a du retard',
      version: order.version,
    });
    expect(answer.statusCode).toBe(200);
    const number = formatOrderNumber(order.number);
    const mail = await waitForMail(ctx.test.config.DATA_DIR, 'client@example.com', /prévues/);
    expect(mail.subject).toBe(`Nouvelles dates prévues pour votre commande ${number}`);
    expect(mail.text).toContain('1 juillet 2027 (au lieu du 3 mai 2027)');
    expect(mail.text).toContain('2 août 2027 (au lieu du 14 juin 2027)');
    expect(mail.text).toContain('Le tanneur a du retard');
    expect(mail.links.some((link) => link.endsWith(`/orders/${order.id}`))).toBe(true);
  });
});
