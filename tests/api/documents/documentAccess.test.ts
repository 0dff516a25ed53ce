import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/shared/roles';
import { clients } from '../../../src/features/clients/table';
import { documents } from '../../../src/features/documents/table';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderIds, documentCalls, uploadPdf } from './documentSupport';

// docs/documents.md "Who": clients see their own documents, outfitters those of their linked
// clients, PHs those on their orders, staff all; each adds only where they may then read, and
// changes only what they uploaded.

const ctx = useTestApp();
const as = {} as Record<Role, Record<string, string>>;
let ids: Awaited<ReturnType<typeof demoOrderIds>>;
let unlinkedClientId: string;
const docs = () => documentCalls(ctx.test.app);

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(ctx.test.app, email);
  ids = await demoOrderIds(ctx.test.app);
  const [sofia] = await ctx.test.app.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.email, 'sofia.caza@example.com'));
  unlinkedClientId = sofia!.id;
});

describe('who sees which documents', () => {
  let onClientOrder: string;
  let onPhOrder: string;
  let ofUnlinkedClient: string;

  beforeAll(async () => {
    onClientOrder = (await docs().add(as.admin, { orderId: ids.clientOrder })).id;
    onPhOrder = (await docs().add(as.admin, { orderId: ids.phOrder })).id;
    ofUnlinkedClient = (await docs().add(as.admin, { clientId: unlinkedClientId })).id;
  });

  it.each([
    ['admin', [true, true, true]],
    ['customerLiaison', [true, true, true]],
    ['client', [true, false, false]],
    ['huntingOutfitter', [true, true, false]],
    ['professionalHunter', [false, true, false]],
    ['collector', [false, false, false]],
  ] as const)(
    'a %s lists and reads exactly the documents their role admits',
    async (role, seen) => {
      const listed = await docs().ids(as[role]);
      const mine = [onClientOrder, onPhOrder, ofUnlinkedClient];
      expect(mine.map((id) => listed.includes(id))).toEqual(seen);
      for (const [index, id] of mine.entries()) {
        const read = await ctx.test.app.inject({ url: `/api/documents/${id}`, headers: as[role] });
        expect(read.statusCode).toBe(seen[index] ? 200 : 404);
      }
    },
  );
});

describe('where a document may be added', () => {
  it("takes its order's client", async () => {
    const added = await docs().add(as.huntingOutfitter, { orderId: ids.phOrder });
    expect(added.clientId).toBe(ids.phOrderClient);
  });

  it("refuses a client that is not the order's (400), storing nothing", async () => {
    const answer = await docs().post(as.admin, {
      orderId: ids.clientOrder,
      clientId: unlinkedClientId,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ clientId: 'The order is for another client' });
  });

  it("makes a client's upload without links her own", async () => {
    const added = await docs().add(as.client, {});
    expect(added.clientId).toBe(ids.clientId);
    expect(await docs().ids(as.client)).toContain(added.id);
  });

  it('refuses (403) a document outside the rows the user may read, and stores nothing', async () => {
    const before = await ctx.test.app.db.$count(documents);
    const outfitter = await docs().post(as.huntingOutfitter, { clientId: unlinkedClientId });
    expect(outfitter.statusCode).toBe(403);
    const ph = await docs().post(as.professionalHunter, { orderId: ids.clientOrder });
    expect(ph.statusCode).toBe(403);
    const collector = await docs().post(as.collector, {});
    expect(collector.statusCode).toBe(403);
    expect(await ctx.test.app.db.$count(documents)).toBe(before);
  });

  it('refuses (400) a file someone else uploaded: attaching a file would let its readers in', async () => {
    const othersFile = await uploadPdf(ctx.test.app, as.admin);
    const answer = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: as.huntingOutfitter,
      payload: { title: 'Borrowed', kind: 'other', fileId: othersFile, orderId: ids.clientOrder },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ fileId: 'Upload the file first' });
  });
});

describe('who may change a document', () => {
  it('lets the uploader change and delete it, and nobody else but staff', async () => {
    const added = await docs().add(as.client, { orderId: ids.clientOrder });
    const put = (headers: Record<string, string>, version: number) =>
      ctx.test.app.inject({
        method: 'PUT',
        url: `/api/documents/${added.id}`,
        headers,
        payload: {
          title: 'Renamed',
          kind: 'other',
          fileId: added.fileId,
          orderId: ids.clientOrder,
          version,
        },
      });
    expect((await put(as.huntingOutfitter, 1)).statusCode).toBe(403);
    expect((await put(as.client, 1)).statusCode).toBe(200);
    expect((await put(as.customerLiaison, 2)).statusCode).toBe(200);
    const remove = (headers: Record<string, string>) =>
      ctx.test.app.inject({ method: 'DELETE', url: `/api/documents/${added.id}`, headers });
    expect((await remove(as.huntingOutfitter)).statusCode).toBe(403);
    expect((await remove(as.client)).statusCode).toBe(200);
  });

  it('refuses (403) moving a document to a client the user may not read', async () => {
    const added = await docs().add(as.huntingOutfitter, { orderId: ids.clientOrder });
    const answer = await ctx.test.app.inject({
      method: 'PUT',
      url: `/api/documents/${added.id}`,
      headers: as.huntingOutfitter,
      payload: {
        title: 'Moved',
        kind: 'other',
        fileId: added.fileId,
        clientId: unlinkedClientId,
        version: 1,
      },
    });
    expect(answer.statusCode).toBe(403);
  });
});
