import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../../src/features/orders/table';
import { productionSteps } from '../../../src/features/production-steps/table';
import type { WorkbenchPage } from '../../../src/features/orders/workbench';
import { formatOrderNumber } from '../../../src/features/orders/orderStatuses';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

// docs/line-stages.md#the-workbench: staff list the lines at a stage and step across orders, and
// move those they pick together, all or none.
const ctx = useTestApp();
let tanning: string;

const list = async (query: string, email = 'liaison@example.com') =>
  ctx.test.app.inject({
    method: 'GET',
    url: `/api/orders/workbench?${query}`,
    headers: await signIn(ctx.test.app, email),
  });

const moveLines = async (payload: Record<string, unknown>, email = 'liaison@example.com') =>
  ctx.test.app.inject({
    method: 'POST',
    url: '/api/orders/line-moves',
    headers: await signIn(ctx.test.app, email),
    payload,
  });

const stageOf = async (lineId: string) => {
  const [line] = await ctx.test.app.db.select().from(orderLines).where(eq(orderLines.id, lineId));
  return line!.stage;
};

beforeAll(async () => {
  const [step] = await ctx.test.app.db
    .select()
    .from(productionSteps)
    .where(eq(productionSteps.name, 'Tanning'));
  tanning = step!.id;
});

describe('the workbench', () => {
  it('lists the demo lines at tanning with their order, client, species, type, tags and since when', async () => {
    const answer = await list(`stage=inProduction&productionStepId=${tanning}`);
    expect(answer.statusCode).toBe(200);
    const page: WorkbenchPage = answer.json();
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows).toHaveLength(page.total);
    for (const row of page.rows) {
      expect(row).toMatchObject({ productionStepId: tanning, orderStatus: 'inProduction' });
      expect(row.clientName).not.toBe('');
      expect(row.species).not.toBe('');
      expect(row.trophyType).not.toBe('');
      expect(row.tagNumbers.length).toBeGreaterThan(0);
    }
  });

  it('pages longest waiting first', async () => {
    const all: WorkbenchPage = (await list('stage=collected&limit=100')).json();
    const first: WorkbenchPage = (await list('stage=collected&limit=1&offset=1')).json();
    expect(first.total).toBe(all.total);
    expect(first.rows).toEqual(all.rows.slice(1, 2));
    const since = all.rows.map((row) => row.stageAt);
    expect(since).toEqual([...since].sort());
  });

  it('refuses a stage it does not know with 400', async () => {
    expect((await list('stage=lost')).statusCode).toBe(400);
  });

  it.each([
    'client@example.com',
    'outfitter@example.com',
    'ph@example.com',
    'collector@example.com',
  ])('%s may neither list nor move (403)', async (email) => {
    expect((await list('stage=collected', email)).statusCode).toBe(403);
    const { rows } = (await list('stage=inProduction')).json() as WorkbenchPage;
    const answer = await moveLines({ lineIds: [rows[0]!.lineId], stage: 'crated' }, email);
    expect(answer.statusCode).toBe(403);
    expect(await stageOf(rows[0]!.lineId)).toBe('inProduction');
  });

  it('moves the picked lines together, each in its order history', async () => {
    const { rows } = (await list('stage=inProduction')).json() as WorkbenchPage;
    const lineIds = rows.map((row) => row.lineId);
    const answer = await moveLines({ lineIds, stage: 'readyForExport' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ moved: lineIds.length });
    for (const lineId of lineIds) expect(await stageOf(lineId)).toBe('readyForExport');
    const again = await moveLines({ lineIds, stage: 'readyForExport' });
    expect(again.json()).toEqual({ moved: 0 });
  });

  it('refuses all when one line does not fit, naming its order, and moves none', async () => {
    const ready = (await list('stage=readyForExport')).json() as WorkbenchPage;
    const collected = (await list('stage=collected')).json() as WorkbenchPage;
    const accepted = collected.rows.find((row) => row.orderStatus === 'accepted')!;
    const answer = await moveLines({
      lineIds: [ready.rows[0]!.lineId, accepted.lineId],
      stage: 'crated',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      `${formatOrderNumber(accepted.orderNumber)}: A line cannot be Crated while the order is Accepted`,
    );
    expect(await stageOf(ready.rows[0]!.lineId)).toBe('readyForExport');
  });

  it('an unknown line is 404, and lines of a cancelled order are not listed', async () => {
    const unknown = await moveLines({
      lineIds: ['0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c98'],
      stage: 'crated',
    });
    expect(unknown.statusCode).toBe(404);
    const [cancelled] = await ctx.test.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.status, 'cancelled'));
    const { rows } = (await list('stage=collected&limit=100')).json() as WorkbenchPage;
    expect(rows.some((row) => row.orderId === cancelled!.id)).toBe(false);
  });
});

describe('the workbench leaves out orders whose lines do not move', () => {
  it('lists no line of a draft, submitted, quoted, declined or cancelled order, at any stage', async () => {
    const waiting = ['draft', 'submitted', 'quoted', 'declined', 'cancelled'] as const;
    const [notMoving] = await ctx.test.app.db
      .select({ orderId: orders.id })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.stage, 'collected'), inArray(orders.status, waiting)));
    // The demo has drafts and quotes whose lines sit at Collected at the farm, as every new line does.
    expect(notMoving).toBeDefined();
    const { rows, total } = (await list('stage=collected&limit=100')).json() as WorkbenchPage;
    expect(rows).toHaveLength(total);
    expect(rows.some((row) => row.orderId === notMoving!.orderId)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(['accepted', 'inProduction', 'readyForExport', 'shipped', 'completed']).toContain(
        row.orderStatus,
      );
    }
  });
});
