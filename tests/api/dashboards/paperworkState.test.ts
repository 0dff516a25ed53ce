import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CITES_APPENDIX_LABELS } from '../../../src/features/species/definition';
import { documents } from '../../../src/features/documents/table';
import { instructionRegisters } from '../../../src/features/instruction-registers/table';
import { orderLines, orders } from '../../../src/features/orders/table';
import { species } from '../../../src/features/species/table';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { documentCalls } from '../documents/documentSupport';
import { demoOrderBody } from '../orders/orderSupport';
import { listed, summaryOf } from './dashboardSupport';

// docs/dashboards.md#blocked-by-paperwork: the paperwork state kept on each order by triggers
// says "incomplete today" exactly when the rule (src/shared/orderPaperwork.ts), as the order's
// checklist answers it, misses a kind: for every kind of species, after documents are added,
// expire, move to the IR or go, after lines and species' listings change.

const ctx = useTestApp();
const KINDS = [
  'huntingRegister',
  'veterinaryCertificate',
  'citesExportPermit',
  'citesImportPermit',
  'topsPermit',
] as const;
const appendices = Object.keys(CITES_APPENDIX_LABELS) as (keyof typeof CITES_APPENDIX_LABELS)[];
const listings = appendices.flatMap((citesAppendix) =>
  [false, true].map((topsListed) => ({ citesAppendix, topsListed })),
);

let admin: Record<string, string>;
/** One order per kind of species, its only line of that species. */
const orderIds: string[] = [];
const speciesIds: string[] = [];

/** Whether the checklist (the rule) misses a kind, and whether the list's filter says so too. */
async function states(id: string) {
  const { app } = ctx.test;
  const checklist = await app.inject({ url: `/api/orders/${id}/paperwork`, headers: admin });
  expect(checklist.statusCode, checklist.body).toBe(200);
  const rule = checklist.json().missing.length > 0;
  const kept = (await listed(app, admin, {}, { id: [id], paperworkIncomplete: true })) === 1;
  return { rule, kept };
}

async function expectAgreement(expected?: boolean[]) {
  const found = await Promise.all(orderIds.map(states));
  for (const [index, { rule, kept }] of found.entries()) {
    expect(kept, `order of ${JSON.stringify(listings[index])}`).toBe(rule);
    if (expected) expect(rule, `order of ${JSON.stringify(listings[index])}`).toBe(expected[index]);
  }
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const { app } = ctx.test;
  admin = await signIn(app, 'admin@example.com');
  for (const [index, listing] of listings.entries()) {
    const [made] = await app.db
      .insert(species)
      .values({ commonName: `Kind ${index}`, scientificName: `Kind ${index}`, ...listing })
      .returning({ id: species.id });
    speciesIds.push(made!.id);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: admin,
      payload: await demoOrderBody(app),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const id = answer.json().id as string;
    orderIds.push(id);
    await app.db.update(orderLines).set({ speciesId: made!.id }).where(eq(orderLines.orderId, id));
    await app.db.update(orders).set({ status: 'inProduction' }).where(eq(orders.id, id));
  }
});

describe('the kept paperwork state', () => {
  it('follows the rule for every kind of species as each kind of document arrives', async () => {
    await expectAgreement(listings.map(() => true));
    const docs = documentCalls(ctx.test.app);
    for (const kind of KINDS) {
      for (const orderId of orderIds) await docs.add(admin, { kind, orderId });
      await expectAgreement();
    }
    await expectAgreement(listings.map(() => false));
  });

  it('follows expiry dates, deletes, lines, species listings and the IR', async () => {
    const { db } = ctx.test.app;
    // The second order's species is TOPS-listed, the first's is listed nowhere.
    const [first, second] = orderIds as [string, string];
    const only = (index: number) => listings.map((_, at) => at === index);
    const register = and(eq(documents.orderId, second), eq(documents.kind, 'huntingRegister'));
    await db
      .update(documents)
      .set({ expiresOn: day(-1) })
      .where(register);
    await expectAgreement(only(1));
    await db
      .update(documents)
      .set({ expiresOn: day(1) })
      .where(register);
    await expectAgreement(only(-1));
    await db.delete(documents).where(register);
    await expectAgreement(only(1));

    // The second order's IR holds a hunting register: it counts for the order.
    const [ir] = await db.select({ id: instructionRegisters.id }).from(instructionRegisters);
    await db.update(orders).set({ irId: ir!.id }).where(eq(orders.id, second));
    await documentCalls(ctx.test.app).add(admin, { kind: 'huntingRegister', irId: ir!.id });
    await expectAgreement(only(-1));

    // The first order loses its TOPS permit: not needed...
    await db
      .delete(documents)
      .where(and(eq(documents.orderId, first), eq(documents.kind, 'topsPermit')));
    await expectAgreement(only(-1));
    // ...until its species is listed,
    await db.update(species).set({ topsListed: true }).where(eq(species.id, speciesIds[0]!));
    await expectAgreement(only(0));
    // ...and not once its line is gone.
    await db.delete(orderLines).where(eq(orderLines.orderId, first));
    await expectAgreement(only(-1));
  });

  it('the dashboard counts what the list counts', async () => {
    const summary = await summaryOf(ctx.test.app, admin);
    expect(summary.blockedByPaperwork).toBe(
      await listed(ctx.test.app, admin, {}, { status: 'inProduction', paperworkIncomplete: true }),
    );
  });
});
