import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/shared/roles';
import { clientOutfitters } from '../../../src/features/clients/table';
import {
  instructionRegisters,
  outfitterIrs,
} from '../../../src/features/instruction-registers/table';
import { listIndexRows } from '../../../src/engine/server/list';
import type { ListQuery } from '../../../src/engine/server/listTypes';
import { instructionRegistersServer } from '../../../src/features/instruction-registers/server';
import { outfitterListOracle } from '../../support/outfitterListOracle';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { irCalls, userId } from './irSupport';

// docs/instruction-registers.md#the-list: an outfitter's page is read from outfitter_irs, which
// triggers keep in the same statement as a change to an IR or a client link. It must list exactly
// what the IR list holds for the clients linked to the outfitter now, in every sort both ways and
// by status, whenever the link was made or the IR's client changed.

const ctx = useTestApp();
let ir: ReturnType<typeof irCalls>;
const as: Partial<Record<Role, Record<string, string>>> = {};
let outfitterId: string;
const clientIds: string[] = [];
const SORTS = ['createdAt', 'number', 'collectedAt', 'id'];

const oracle = outfitterListOracle(() => ctx.test.app, {
  path: '/api/instruction-registers',
  headers: as,
  outfitterId: () => outfitterId,
  sorts: SORTS,
  filters: [{}, { status: 'open' }, { status: ['cancelled', 'closed'] }],
  newest: ['createdAt', 'DESC'],
});
const { listed, newClient } = oracle;
const expectOutfitterListsTheirClientsIrs = () => oracle.expectTheirClientsRows();

const read = async (id: string) => (await ir.call('GET', `/${id}`, as.admin!)).json();

beforeAll(async () => {
  ir = irCalls(ctx.test.app);
  for (const role of ['admin', 'customerLiaison', 'huntingOutfitter'] as const)
    as[role] = await signIn(ctx.test.app, DEMO_EMAIL_OF[role]);
  outfitterId = await userId(ctx.test.app, DEMO_EMAIL_OF.huntingOutfitter);
  clientIds.push(
    await newClient('Linus', true),
    await newClient('Lotte', true),
    await newClient('Ulla', false),
    await newClient('Udo', false),
  );
  // Collected at the same time, earlier or later, or not yet: ties go by id.
  const times = ['2026-03-01T08:00:00Z', null, '2026-03-01T08:00:00Z', '2026-02-01T08:00:00Z'];
  for (const clientId of clientIds)
    for (const collectedAt of times)
      await ir.create(as.customerLiaison!, { clientId, collectedAt });
  const [cancelled] = await ctx.test.app.db
    .select({ id: instructionRegisters.id })
    .from(instructionRegisters)
    .where(eq(instructionRegisters.clientId, clientIds[0]!));
  await ctx.test.app.db
    .update(instructionRegisters)
    .set({ status: 'cancelled' })
    .where(eq(instructionRegisters.id, cancelled!.id));
});

describe("an outfitter's IR list", () => {
  it('lists the IRs of their linked clients as the IR list sorts and filters them', async () => {
    const theirs = await expectOutfitterListsTheirClientsIrs();
    expect(theirs.length).toBeGreaterThanOrEqual(8);
    expect(await listed('huntingOutfitter', ['createdAt', 'DESC'], {}, [2, 4])).toEqual(
      theirs.slice(2, 5),
    );
  });

  it('shows a client’s IRs from the moment the client is linked, and drops them when unlinked', async () => {
    const [, , ulla] = clientIds;
    await ctx.test.app.db.insert(clientOutfitters).values({ clientId: ulla!, outfitterId });
    expect((await expectOutfitterListsTheirClientsIrs()).length).toBeGreaterThanOrEqual(12);
    await ctx.test.app.db
      .delete(clientOutfitters)
      .where(
        and(eq(clientOutfitters.clientId, ulla!), eq(clientOutfitters.outfitterId, outfitterId)),
      );
    const after = await expectOutfitterListsTheirClientsIrs();
    const ullas = await ctx.test.app.db
      .select({ id: instructionRegisters.id })
      .from(instructionRegisters)
      .where(eq(instructionRegisters.clientId, ulla!));
    expect(after.filter((id) => ullas.some((one) => one.id === id))).toEqual([]);
  });

  it('follows an IR whose client, status or collection time changes', async () => {
    const [linus, , , udo] = clientIds;
    const [first, second] = await listed('huntingOutfitter', ['number', 'ASC'], {
      clientId: linus,
    });
    const moved = await ir.update(as.customerLiaison!, await read(first!), { clientId: udo });
    expect(moved.statusCode, moved.body).toBe(200);
    const back = await listed('admin', ['number', 'ASC'], { clientId: udo });
    const fromUdo = await ir.update(as.customerLiaison!, await read(back.at(-2)!), {
      clientId: linus,
      collectedAt: '2027-01-01T00:00:00Z',
    });
    expect(fromUdo.statusCode, fromUdo.body).toBe(200);
    await ctx.test.app.db
      .update(instructionRegisters)
      .set({ status: 'closed' })
      .where(eq(instructionRegisters.id, second!));
    const theirs = await expectOutfitterListsTheirClientsIrs();
    expect(theirs).not.toContain(first);
    expect(theirs).toContain(back.at(-2));
  });

  it('reads its page from outfitter_irs: a row put there shows', async () => {
    const [, , , udo] = clientIds;
    const [unlinked] = await ctx.test.app.db
      .select()
      .from(instructionRegisters)
      .where(eq(instructionRegisters.clientId, udo!));
    expect(await listed('huntingOutfitter', ['createdAt', 'DESC'], {})).not.toContain(unlinked!.id);
    await ctx.test.app.db.insert(outfitterIrs).values({
      outfitterId,
      clientId: udo!,
      irId: unlinked!.id,
      status: unlinked!.status,
      createdAt: unlinked!.createdAt,
      number: unlinked!.number,
    });
    expect(await listed('huntingOutfitter', ['createdAt', 'DESC'], {})).toContain(unlinked!.id);
    await ctx.test.app.db.delete(outfitterIrs).where(eq(outfitterIrs.irId, unlinked!.id));
  });
});

describe('the IR list index', () => {
  const store = instructionRegistersServer.store;
  const query = (field: string, filter: ListQuery['filter'] = {}): ListQuery => ({
    sort: { field, order: 'ASC' },
    range: { start: 0, end: 24 },
    filter,
  });
  const outfitter = { id: randomUUID(), roles: ['huntingOutfitter'] as Role[] };

  it.each(SORTS)('serves an outfitter sorted by %s, filtered by status or not', (field) => {
    expect(listIndexRows(store, outfitter, query(field))?.table).toBe(outfitterIrs);
    expect(listIndexRows(store, outfitter, query(field, { status: 'open' }))?.table).toBe(
      outfitterIrs,
    );
  });

  it('leaves every other call to the access policy’s condition', () => {
    const filters: ListQuery['filter'][] = [
      { q: 'Hunter' },
      { farmId: randomUUID() },
      { linkedOutfitterId: outfitter.id },
    ];
    for (const filter of filters)
      expect(listIndexRows(store, outfitter, query('createdAt', filter))).toBeUndefined();
    for (const roles of [['admin'], ['huntingOutfitter', 'client'], ['collector']] as Role[][])
      expect(listIndexRows(store, { ...outfitter, roles }, query('createdAt'))).toBeUndefined();
  });
});
