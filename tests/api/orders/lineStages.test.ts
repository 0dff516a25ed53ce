import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../src/features/orders/definition';
import type { OrderStatus } from '../../../src/features/orders/orderStatuses';
import { orderLines, orders } from '../../../src/features/orders/table';
import { productionSteps } from '../../../src/features/production-steps/table';
import { trophyTypes } from '../../../src/features/trophy-types/table';
import { auditLog } from '../../../src/server/db/schema/audit';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderBody } from './orderSupport';

// docs/line-stages.md: staff move each trophy through the stages that fit its order's status, each
// move in the order's history; dip & pack lines skip the steps that do not apply to them.
const ctx = useTestApp();
let order: Order;
let steps: Record<string, string>;

const move = async (email: string, payload: Record<string, unknown>, lineId = order.lines[0]!.id) =>
  ctx.test.app.inject({
    method: 'PUT',
    url: `/api/orders/${order.id}/lines/${lineId}/stage`,
    headers: await signIn(ctx.test.app, email),
    payload,
  });

const read = async (email: string) =>
  ctx.test.app.inject({
    method: 'GET',
    url: `/api/orders/${order.id}`,
    headers: await signIn(ctx.test.app, email),
  });

const setStatus = (status: OrderStatus) =>
  ctx.test.app.db.update(orders).set({ status }).where(eq(orders.id, order.id));

const storedLine = async () => {
  const [line] = await ctx.test.app.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.id, order.lines[0]!.id));
  return line!;
};

beforeAll(async () => {
  const created = await ctx.test.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: await signIn(ctx.test.app, 'admin@example.com'),
    payload: await demoOrderBody(ctx.test.app),
  });
  order = created.json();
  const rows = await ctx.test.app.db.select().from(productionSteps);
  steps = Object.fromEntries(rows.map((step) => [step.name, step.id]));
});

describe('line stages', () => {
  it('a new line is collected at the farm, with the studio steps it goes through', () => {
    expect(order.lines[0]).toMatchObject({ stage: 'collected', productionStepId: null });
    expect(order.lines[0]!.productionSteps.map((step) => step.name)).toEqual([
      'Skinning',
      'Tanning',
      'Mounting',
      'Finishing',
    ]);
  });

  it('a stage that does not fit the order status answers 409 and changes nothing', async () => {
    await setStatus('quoted');
    const answer = await move('liaison@example.com', { stage: 'received' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      'A line cannot be Received at the studio while the order is Quoted',
    );
    await setStatus('accepted');
    const shipped = await move('liaison@example.com', { stage: 'shipped' });
    expect(shipped.statusCode).toBe(409);
    expect((await storedLine()).stage).toBe('collected');
  });

  it.each([
    'client@example.com',
    'outfitter@example.com',
    'ph@example.com',
    'collector@example.com',
  ])('%s may not move a line (403)', async (email) => {
    const answer = await move(email, { stage: 'received' });
    expect(answer.statusCode).toBe(403);
    expect((await storedLine()).stage).toBe('collected');
  });

  it('staff move a line into production at its first step, recorded in history and audit', async () => {
    const answer = await move('liaison@example.com', { stage: 'inProduction' });
    expect(answer.statusCode).toBe(200);
    const moved: Order = answer.json();
    expect(moved.lines[0]).toMatchObject({
      stage: 'inProduction',
      productionStepId: steps.Skinning,
    });
    expect(moved.history.at(-1)).toMatchObject({
      from: 'accepted',
      to: 'accepted',
      lineMove: {
        lineId: order.lines[0]!.id,
        position: 1,
        from: { stage: 'collected', step: null },
        to: { stage: 'inProduction', step: { name: 'Skinning', nameFr: 'Dépouillement' } },
      },
    });
    expect(moved.history.at(-1)!.byName).not.toBe('');
    const audits = await ctx.test.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, order.id));
    expect(audits.at(-1)?.changes).toMatchObject({
      stage: ['collected', 'inProduction'],
    });
  });

  it('the same place again answers the order unchanged, with no history row', async () => {
    const before = (await read('admin@example.com')).json() as Order;
    const answer = await move('admin@example.com', {
      stage: 'inProduction',
      productionStepId: steps.Skinning,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().history).toHaveLength(before.history.length);
  });

  it('a step outside production, or unknown, answers 400 on productionStepId', async () => {
    const outside = await move('admin@example.com', {
      stage: 'received',
      productionStepId: steps.Tanning,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toHaveProperty('productionStepId');
    const unknown = await move('admin@example.com', {
      stage: 'inProduction',
      productionStepId: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c99',
    });
    expect(unknown.statusCode).toBe(400);
    expect((await storedLine()).productionStepId).toBe(steps.Skinning);
  });

  it('a dip & pack line skips the steps that do not apply: mounting is refused', async () => {
    await ctx.test.app.db
      .update(trophyTypes)
      .set({ dipAndPack: true })
      .where(eq(trophyTypes.id, order.lines[0]!.trophyTypeId));
    const { lines } = (await read('admin@example.com')).json() as Order;
    expect(lines[0]!.productionSteps.map((step) => step.name)).toEqual(['Skinning', 'Tanning']);
    const answer = await move('admin@example.com', {
      stage: 'inProduction',
      productionStepId: steps.Mounting,
    });
    expect(answer.statusCode).toBe(400);
    await ctx.test.app.db
      .update(trophyTypes)
      .set({ dipAndPack: false })
      .where(eq(trophyTypes.id, order.lines[0]!.trophyTypeId));
  });

  it('an unknown line is 404', async () => {
    const answer = await move(
      'admin@example.com',
      { stage: 'received' },
      '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c98',
    );
    expect(answer.statusCode).toBe(404);
  });

  it("the client reads their order's line stages; a collector reads no order (403)", async () => {
    const own = await read('client@example.com');
    expect(own.statusCode).toBe(200);
    expect(own.json().lines[0]).toMatchObject({
      stage: 'inProduction',
      productionStepId: steps.Skinning,
    });
    expect((await read('collector@example.com')).statusCode).toBe(403);
  });

  it('an order shipped takes its lines to shipped and delivered, not back to production', async () => {
    await setStatus('shipped');
    expect((await move('admin@example.com', { stage: 'inProduction' })).statusCode).toBe(409);
    expect((await move('admin@example.com', { stage: 'delivered' })).statusCode).toBe(200);
    expect((await storedLine()).productionStepId).toBeNull();
  });

  it('a cancelled order moves no line', async () => {
    await setStatus('cancelled');
    expect((await move('admin@example.com', { stage: 'shipped' })).statusCode).toBe(409);
  });
});
