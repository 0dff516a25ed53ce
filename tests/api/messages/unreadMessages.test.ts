import { beforeAll, describe, expect, it } from 'vitest';
import type { UnreadAnswer } from '../../../src/features/messages/definition';
import type { Role } from '../../../src/shared/roles';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { freshOrder, messageCalls } from './messageSupport';

// docs/messages.md#unread: per user, what others wrote since they last opened the order's thread;
// internal notes count for staff only.
const ctx = useTestApp();
const as = {} as Record<Role, Record<string, string>>;
let calls: ReturnType<typeof messageCalls>;
let orderId: string;
let otherOrderId: string;

const unread = async (role: Role): Promise<UnreadAnswer> => {
  const answer = await ctx.test.app.inject({ url: '/api/messages/unread', headers: as[role] });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};
// Each row's unreadMessages on the orders list's page, by order id.
const listed = async (role: Role, ids: string[]) => {
  const filter = encodeURIComponent(JSON.stringify({ id: ids }));
  const answer = await ctx.test.app.inject({
    url: `/api/orders?filter=${filter}&range=[0,24]`,
    headers: as[role],
  });
  expect(answer.statusCode).toBe(200);
  const rows: { id: string; unreadMessages: number }[] = answer.json();
  return Object.fromEntries(rows.map((row) => [row.id, row.unreadMessages]));
};
const onOrder = async (role: Role) => (await unread(role)).orders[orderId] ?? 0;
const markRead = (role: Role, id = orderId) =>
  ctx.test.app.inject({ method: 'PUT', url: `/api/orders/${id}/read-mark`, headers: as[role] });

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(ctx.test.app, email);
  calls = messageCalls(ctx.test.app);
  orderId = await freshOrder(ctx.test.app, as.admin);
  otherOrderId = await freshOrder(ctx.test.app, as.admin);
});

describe('unread counts', () => {
  it("count others' messages, never one's own; the total adds up every order", async () => {
    await calls.posted(as.client, { orderId, text: 'Where is my trophy?' });
    await calls.posted(as.client, { orderId, text: 'Any news?' });
    expect(await onOrder('customerLiaison')).toBe(2);
    expect(await onOrder('admin')).toBe(2);
    expect(await onOrder('client')).toBe(0);
    const staff = await unread('customerLiaison');
    expect(staff.total).toBe(Object.values(staff.orders).reduce((sum, n) => sum + n, 0));
  });

  it("count the studio's answer for the client and the outfitter", async () => {
    await calls.posted(as.customerLiaison, { orderId, text: 'At the tannery' });
    expect(await onOrder('client')).toBe(1);
    expect(await onOrder('huntingOutfitter')).toBe(3);
    expect(await onOrder('admin')).toBe(3);
  });

  it('count an internal note for the other staff only', async () => {
    await calls.posted(as.customerLiaison, { orderId, text: 'Chase deposit', internal: true });
    expect(await onOrder('admin')).toBe(4);
    expect(await onOrder('client')).toBe(1);
    expect(await onOrder('huntingOutfitter')).toBe(3);
  });

  it('a PH counts nothing on an order they were not on', async () => {
    expect(await onOrder('professionalHunter')).toBe(0);
  });
});

describe('marking a thread read', () => {
  it('clears its count for that user alone, until someone writes again', async () => {
    const mark = await markRead('client');
    expect(mark.statusCode).toBe(200);
    expect(mark.json()).toMatchObject({ orderId });
    expect(await onOrder('client')).toBe(0);
    expect(await onOrder('huntingOutfitter')).toBe(3);
    await calls.posted(as.admin, { orderId, text: 'Shipped next week' });
    expect(await onOrder('client')).toBe(1);
    expect((await markRead('client')).statusCode).toBe(200);
    expect(await onOrder('client')).toBe(0);
  });

  it('answers 404 for an order the user does not read, 403 for a collector', async () => {
    expect((await markRead('professionalHunter')).statusCode).toBe(404);
    expect((await markRead('collector')).statusCode).toBe(403);
    expect((await markRead('client', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe("the orders list's counts", () => {
  it("are the same counts as the call, for the page's orders, internal notes for staff only", async () => {
    await calls.posted(as.client, { orderId: otherOrderId, text: 'And this one?' });
    await calls.posted(as.admin, { orderId: otherOrderId, text: 'Ask Peter', internal: true });
    expect(await listed('customerLiaison', [orderId, otherOrderId])).toEqual({
      [orderId]: (await unread('customerLiaison')).orders[orderId],
      [otherOrderId]: 2,
    });
    // The client's own message and staff's internal note: nothing for the client to read.
    expect(await listed('client', [otherOrderId])).toEqual({ [otherOrderId]: 0 });
  });
});

describe('the orders list', () => {
  it("answers each row's unread messages for whoever reads it, 0 where all is read", async () => {
    const [client, admin, outfitter] = await Promise.all([
      unread('client'),
      unread('admin'),
      unread('huntingOutfitter'),
    ]);
    const quiet = await freshOrder(ctx.test.app, as.admin);
    const ids = [orderId, otherOrderId, quiet];
    expect(await listed('client', ids)).toEqual({
      [orderId]: client.orders[orderId] ?? 0,
      [otherOrderId]: client.orders[otherOrderId] ?? 0,
      [quiet]: 0,
    });
    expect(await listed('admin', ids)).toEqual({
      [orderId]: admin.orders[orderId],
      [otherOrderId]: admin.orders[otherOrderId],
      [quiet]: 0,
    });
    // The outfitter's page is read from their list index; the counts are theirs all the same.
    expect((await listed('huntingOutfitter', ids))[otherOrderId]).toBe(
      outfitter.orders[otherOrderId],
    );
    expect(admin.orders[otherOrderId]).toBeGreaterThan(client.orders[otherOrderId] ?? 0);
  });
});
