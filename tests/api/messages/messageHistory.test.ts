import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../src/features/orders/definition';
import { quoteDecisionRollups } from '../../../src/features/dashboards/table';
import { orders, orderStatusChanges } from '../../../src/features/orders/table';
import type { Role } from '../../../src/shared/roles';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { userId } from '../orders/orderSupport';
import { freshOrder, messageCalls } from './messageSupport';

// docs/messages.md#history: each message is a row of its order's history, as new expected dates
// are; an internal note's row is staff's alone, and no such row counts as a move.
const ctx = useTestApp();
const as = {} as Record<Role, Record<string, string>>;
let calls: ReturnType<typeof messageCalls>;
let orderId: string;

const history = async (role: Role) =>
  (
    (
      await ctx.test.app.inject({ url: `/api/orders/${orderId}`, headers: as[role] })
    ).json() as Order
  ).history;

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(ctx.test.app, email);
  calls = messageCalls(ctx.test.app);
  orderId = await freshOrder(ctx.test.app, as.admin, { withPh: true });
});

describe("an order's history", () => {
  it('lists a message as a row of the status it was written in, by its author', async () => {
    const message = await calls.posted(as.client, { orderId, text: 'Where is my trophy?' });
    expect((await history('customerLiaison')).at(-1)).toMatchObject({
      from: 'draft',
      to: 'draft',
      note: 'Where is my trophy?',
      byName: 'Clara Client',
      byUserId: await userId(ctx.test.app, 'client@example.com'),
      messageId: message.id,
      internal: false,
      expectedDates: null,
    });
  });

  it('lists a long or several-line message by its first line, cut', async () => {
    const long = `${'Kudu '.repeat(40)}\nSecond line`;
    await calls.posted(as.customerLiaison, { orderId, text: long });
    const note = (await history('client')).at(-1)!.note;
    expect(note.endsWith('…')).toBe(true);
    expect(note.length).toBeLessThanOrEqual(121);
    expect(note).not.toContain('Second line');
  });

  it("shows an internal note's row to staff only", async () => {
    const note = await calls.posted(as.customerLiaison, {
      orderId,
      text: 'Client disputes the price',
      internal: true,
    });
    for (const role of ['admin', 'customerLiaison'] as const)
      expect((await history(role)).map((row) => row.messageId)).toContain(note.id);
    for (const role of ['client', 'huntingOutfitter', 'professionalHunter'] as const) {
      const rows = await history(role);
      expect(rows.map((row) => row.messageId)).not.toContain(note.id);
      expect(rows.some((row) => row.note.includes('disputes'))).toBe(false);
    }
  });
});

describe('a message row is no move', () => {
  it("a message written while quoted leaves the dashboards' time to accept as the moves say", async () => {
    const liaison = await userId(ctx.test.app, 'liaison@example.com');
    const id = await freshOrder(ctx.test.app, as.admin);
    const [order] = await ctx.test.app.db.select().from(orders).where(eq(orders.id, id));
    const quotedAt = new Date('2031-05-05T08:00:00Z');
    const hour = 3_600_000;
    const row = (
      fromStatus: 'submitted' | 'quoted',
      toStatus: 'quoted' | 'accepted',
      at: Date,
    ) => ({
      orderId: id,
      fromStatus,
      toStatus,
      byUserId: liaison,
      at,
    });
    await ctx.test.app.db.insert(orderStatusChanges).values(row('submitted', 'quoted', quotedAt));
    await ctx.test.app.db.insert(orderStatusChanges).values({
      ...row('quoted', 'quoted', new Date(quotedAt.getTime() + hour)),
      messageId: randomUUID(),
    });
    await ctx.test.app.db
      .insert(orderStatusChanges)
      .values(row('quoted', 'accepted', new Date(quotedAt.getTime() + 2 * hour)));
    const [rollup] = await ctx.test.app.db
      .select()
      .from(quoteDecisionRollups)
      .where(
        and(
          eq(quoteDecisionRollups.scopeId, order!.clientId),
          eq(quoteDecisionRollups.day, '2031-05-05'),
        ),
      );
    expect(rollup).toMatchObject({ accepted: 1, acceptSeconds: 7200 });
  });
});
