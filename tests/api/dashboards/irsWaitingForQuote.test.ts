import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientOutfitters } from '../../../src/features/clients/table';
import { instructionRegisters } from '../../../src/features/instruction-registers/table';
import { userId } from '../orders/orderSupport';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { irCalls } from '../instructionRegisters/irSupport';
import { summaryOf } from './dashboardSupport';

// docs/dashboards.md#the-summary: "IRs waiting for a quote" counts what the IR list filtered to
// Received shows the same caller.

const ctx = useTestApp();

async function listedReceived(
  app: FastifyInstance,
  headers: Record<string, string>,
  more: object = {},
) {
  const filter = encodeURIComponent(JSON.stringify({ status: 'received', ...more }));
  const answer = await app.inject({
    url: `/api/instruction-registers?range=[0,998]&filter=${filter}`,
    headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().length as number;
}

describe('IRs waiting for a quote', () => {
  it('is the IR list’s Received count, for staff and for an outfitter', async () => {
    const { app } = ctx.test;
    const admin = await signIn(app, 'admin@example.com');
    const outfitter = await signIn(app, 'outfitter@example.com');
    const before = await summaryOf(app, admin);
    const outfitterBefore = await summaryOf(app, outfitter);
    expect(before.irsWaitingForQuote).toBe(await listedReceived(app, admin));
    expect(outfitterBefore.irsWaitingForQuote).toBe(await listedReceived(app, outfitter));

    // An IR with no client: staff count it, the outfitter (no linked client on it) does not.
    const made = await irCalls(app).create(admin, {});
    await app.db
      .update(instructionRegisters)
      .set({ status: 'received' })
      .where(eq(instructionRegisters.id, made.id));
    const after = await summaryOf(app, admin);
    expect(after.irsWaitingForQuote).toBe(before.irsWaitingForQuote + 1);
    expect(after.irsWaitingForQuote).toBe(await listedReceived(app, admin));
    expect((await summaryOf(app, outfitter)).irsWaitingForQuote).toBe(
      outfitterBefore.irsWaitingForQuote,
    );
  });

  it('with an outfitter picked by staff, is the IR list’s Received count for that outfitter’s linked clients', async () => {
    const { app } = ctx.test;
    const admin = await signIn(app, 'admin@example.com');
    const outfitter = await signIn(app, 'outfitter@example.com');
    const outfitterId = await userId(app, 'outfitter@example.com');
    // An IR of a linked client in Received, and one with no client: only the first is theirs.
    const [link] = await app.db
      .select({ clientId: clientOutfitters.clientId })
      .from(clientOutfitters)
      .where(eq(clientOutfitters.outfitterId, outfitterId));
    for (const clientId of [link!.clientId, null]) {
      const made = await irCalls(app).create(admin, {});
      await app.db
        .update(instructionRegisters)
        .set({ status: 'received', clientId })
        .where(eq(instructionRegisters.id, made.id));
    }
    const picked = await summaryOf(app, admin, { outfitterId });
    const narrowed = await listedReceived(app, admin, { linkedOutfitterId: outfitterId });
    expect(narrowed).toBeGreaterThan(0);
    expect(picked.irsWaitingForQuote).toBe(narrowed);
    expect(narrowed).toBe(await listedReceived(app, outfitter));
    expect(narrowed).toBeLessThan(await listedReceived(app, admin));
  });

  it('refuses a linked outfitter that is no uuid with 400', async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const filter = encodeURIComponent(JSON.stringify({ linkedOutfitterId: 'nope' }));
    const answer = await ctx.test.app.inject({
      url: `/api/instruction-registers?filter=${filter}`,
      headers: admin,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toHaveProperty(['filter.linkedOutfitterId']);
  });

  it('counts today’s state whatever the range', async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const all = await summaryOf(ctx.test.app, admin);
    const old = await summaryOf(ctx.test.app, admin, { from: '2001-01-01', to: '2001-01-31' });
    expect(old.irsWaitingForQuote).toBe(all.irsWaitingForQuote);
  });
});
