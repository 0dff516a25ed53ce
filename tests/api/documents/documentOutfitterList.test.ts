import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/shared/roles';
import { clientOutfitters } from '../../../src/features/clients/table';
import { documents, outfitterDocuments } from '../../../src/features/documents/table';
import { documentsServer } from '../../../src/features/documents/server';
import { users } from '../../../src/features/users/table';
import { listIndexRows } from '../../../src/engine/server/list';
import type { ListQuery } from '../../../src/engine/server/listTypes';
import { outfitterListOracle } from '../../support/outfitterListOracle';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { documentCalls } from './documentSupport';

// docs/documents.md#the-list: an outfitter's page is read from outfitter_documents, which triggers
// keep in the same statement as a change to a document or a client link. It must list exactly what
// the documents list holds for the clients linked to the outfitter now, in every sort both ways and
// by kind, whenever the link was made or the document's client changed.

const ctx = useTestApp();
const as: Partial<Record<Role, Record<string, string>>> = {};
let outfitterId: string;
const clientIds: string[] = [];
const SORTS = ['uploadedAt', 'title', 'kind', 'number', 'expiresOn', 'id'];
const docs = () => documentCalls(ctx.test.app);

const oracle = outfitterListOracle(() => ctx.test.app, {
  path: '/api/documents',
  headers: as,
  outfitterId: () => outfitterId,
  sorts: SORTS,
  filters: [{}, { kind: 'veterinaryCertificate' }, { kind: ['other', 'invoice'] }],
  newest: ['uploadedAt', 'DESC'],
});
const { listed, newClient } = oracle;
const expectOutfitterListsTheirClientsDocuments = () => oracle.expectTheirClientsRows();

const documentsOf = async (clientId: string) =>
  (
    await ctx.test.app.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.clientId, clientId))
  ).map((row) => row.id);

beforeAll(async () => {
  for (const role of ['admin', 'customerLiaison', 'huntingOutfitter'] as const)
    as[role] = await signIn(ctx.test.app, DEMO_EMAIL_OF[role]);
  const [outfitter] = await ctx.test.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_EMAIL_OF.huntingOutfitter));
  outfitterId = outfitter!.id;
  clientIds.push(
    await newClient('Lene', true),
    await newClient('Lasse', true),
    await newClient('Uta', false),
    await newClient('Ugo', false),
  );
  // Equal titles, numbers and expiry days, or none: ties go by id.
  const bodies = [
    { kind: 'veterinaryCertificate', title: 'Vet', number: 'V-1', expiresOn: '2027-03-01' },
    { kind: 'other', title: 'Permit', number: '', expiresOn: null },
    { kind: 'invoice', title: 'Permit', number: 'V-1', expiresOn: '2027-03-01' },
    { kind: 'citesExportPermit', title: 'CITES', number: 'C-9', expiresOn: '2026-12-24' },
  ];
  for (const clientId of clientIds)
    for (const body of bodies) await docs().add(as.customerLiaison!, { ...body, clientId });
});

describe("an outfitter's documents list", () => {
  it('lists the documents of their linked clients as the documents list sorts and filters them', async () => {
    const theirs = await expectOutfitterListsTheirClientsDocuments();
    expect(theirs.length).toBeGreaterThanOrEqual(8);
    expect(await listed('huntingOutfitter', ['uploadedAt', 'DESC'], {}, [2, 4])).toEqual(
      theirs.slice(2, 5),
    );
  });

  it('shows a client’s documents from the moment the client is linked, and drops them when unlinked', async () => {
    const [, , uta] = clientIds;
    await ctx.test.app.db.insert(clientOutfitters).values({ clientId: uta!, outfitterId });
    expect(await expectOutfitterListsTheirClientsDocuments()).toEqual(
      expect.arrayContaining(await documentsOf(uta!)),
    );
    await ctx.test.app.db
      .delete(clientOutfitters)
      .where(
        and(eq(clientOutfitters.clientId, uta!), eq(clientOutfitters.outfitterId, outfitterId)),
      );
    const after = await expectOutfitterListsTheirClientsDocuments();
    const utas = await documentsOf(uta!);
    expect(after.filter((id) => utas.includes(id))).toEqual([]);
  });

  it('follows a document whose client, kind, title or expiry changes, and one deleted', async () => {
    const [lene, lasse, , ugo] = clientIds;
    const [moved, renamed, deleted] = await documentsOf(lene!);
    await ctx.test.app.db.update(documents).set({ clientId: ugo! }).where(eq(documents.id, moved!));
    const [fromUgo] = await documentsOf(ugo!);
    await ctx.test.app.db
      .update(documents)
      .set({ clientId: lasse!, kind: 'veterinaryCertificate' })
      .where(eq(documents.id, fromUgo!));
    await ctx.test.app.db
      .update(documents)
      .set({ title: 'Aardvark permit', expiresOn: '2026-01-01', number: 'A-0' })
      .where(eq(documents.id, renamed!));
    await ctx.test.app.db.delete(documents).where(eq(documents.id, deleted!));
    const theirs = await expectOutfitterListsTheirClientsDocuments();
    expect(theirs).not.toContain(moved);
    expect(theirs).not.toContain(deleted);
    expect(theirs).toContain(fromUgo);
    expect((await listed('huntingOutfitter', ['title', 'ASC'], {}))[0]).toBe(renamed);
  });

  it('reads its page from outfitter_documents: a row put there shows', async () => {
    const [, , , ugo] = clientIds;
    const [unlinked] = await ctx.test.app.db
      .select()
      .from(documents)
      .where(eq(documents.clientId, ugo!));
    expect(await listed('huntingOutfitter', ['uploadedAt', 'DESC'], {})).not.toContain(
      unlinked!.id,
    );
    await ctx.test.app.db.insert(outfitterDocuments).values({
      outfitterId,
      clientId: ugo!,
      documentId: unlinked!.id,
      createdAt: unlinked!.createdAt,
      kind: unlinked!.kind,
      title: unlinked!.title,
      number: unlinked!.number,
    });
    expect(await listed('huntingOutfitter', ['uploadedAt', 'DESC'], {})).toContain(unlinked!.id);
    await ctx.test.app.db
      .delete(outfitterDocuments)
      .where(inArray(outfitterDocuments.documentId, [unlinked!.id]));
  });
});

describe('the documents list index', () => {
  const store = documentsServer.store;
  const query = (field: string, filter: ListQuery['filter'] = {}): ListQuery => ({
    sort: { field, order: 'ASC' },
    range: { start: 0, end: 24 },
    filter,
  });
  const outfitter = { id: randomUUID(), roles: ['huntingOutfitter'] as Role[] };

  it.each(SORTS)('serves an outfitter sorted by %s, filtered by kind or client or not', (field) => {
    const filters: ListQuery['filter'][] = [{}, { kind: 'other' }, { clientId: randomUUID() }];
    for (const filter of filters)
      expect(listIndexRows(store, outfitter, query(field, filter))?.table).toBe(outfitterDocuments);
  });

  it('leaves every other call to the access policy’s condition', () => {
    const filters: ListQuery['filter'][] = [
      { q: 'permit' },
      { orderId: randomUUID() },
      { irId: randomUUID() },
      { expiringSoon: true },
    ];
    for (const filter of filters)
      expect(listIndexRows(store, outfitter, query('uploadedAt', filter))).toBeUndefined();
    for (const roles of [['admin'], ['huntingOutfitter', 'client'], ['client']] as Role[][])
      expect(listIndexRows(store, { ...outfitter, roles }, query('uploadedAt'))).toBeUndefined();
  });
});
