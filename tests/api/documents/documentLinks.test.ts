import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/shared/roles';
import { documents } from '../../../src/features/documents/table';
import { createRecord, sampleBody, type Headers } from '../../support/resourceSamples';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { irCalls, userId } from '../instructionRegisters/irSupport';
import { demoOrderIds, documentCalls } from './documentSupport';

// docs/roles-and-access.md#links and docs/documents.md "Links": every record a document links to
// is one its writer may read, and a register's links are the register's, so no collector or PH
// plants paperwork on an order or a client that is not theirs.

const ctx = useTestApp();
const as = {} as Record<Role, Record<string, string>>;
const docs = () => documentCalls(ctx.test.app);
let ids: Awaited<ReturnType<typeof demoOrderIds>>;
let strangerId: string;
/** Collected by the demo collector; no client, no PH. */
let collectorsIr: string;
/** Names the demo PH; no client. */
let phsIr: string;

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(ctx.test.app, email);
  ids = await demoOrderIds(ctx.test.app);
  // A client on nobody's orders: no PH, no outfitter reads them.
  strangerId = (
    await createRecord(ctx.test.app, as.admin as Headers, 'clients', sampleBody('clients'))
  ).id;
  const irs = irCalls(ctx.test.app);
  collectorsIr = (await irs.create(as.collector, {})).id;
  const phId = await userId(ctx.test.app, DEMO_EMAIL_OF.professionalHunter);
  phsIr = (await irs.create(as.customerLiaison, { phId })).id;
});

const paperwork = async (orderId: string) =>
  (await ctx.test.app.inject({ url: `/api/orders/${orderId}/paperwork`, headers: as.admin })).body;

describe('a document links only records its writer may read', () => {
  it("refuses (403) a collector's certificate on another client's order; the paperwork stays as it was", async () => {
    const before = await paperwork(ids.clientOrder);
    const count = await ctx.test.app.db.$count(documents);
    const planted = await docs().post(as.collector, {
      kind: 'veterinaryCertificate',
      irId: collectorsIr,
      orderId: ids.clientOrder,
    });
    expect(planted.statusCode).toBe(403);
    expect(planted.json().errors).toHaveProperty('orderId');
    expect(await ctx.test.app.db.$count(documents)).toBe(count);
    expect(await paperwork(ids.clientOrder)).toBe(before);
  });

  it("refuses (403) a collector's document on another client; that client and their outfitter see nothing new", async () => {
    const seen = {
      client: await docs().ids(as.client),
      outfitter: await docs().ids(as.huntingOutfitter),
    };
    const planted = await docs().post(as.collector, { irId: collectorsIr, clientId: ids.clientId });
    expect(planted.statusCode).toBe(403);
    expect(planted.json().errors).toHaveProperty('clientId');
    expect(await docs().ids(as.client)).toEqual(seen.client);
    expect(await docs().ids(as.huntingOutfitter)).toEqual(seen.outfitter);
  });

  it('refuses (403) a collector naming a client on their IR, which would carry its documents to them', async () => {
    const named = await irCalls(ctx.test.app).call('POST', '', as.collector, {
      clientId: ids.clientId,
    });
    expect(named.statusCode).toBe(403);
  });

  it("refuses (403) the PH's document on a register naming them but another client's order or client", async () => {
    for (const link of [{ orderId: ids.clientOrder }, { clientId: strangerId }]) {
      const planted = await docs().post(as.professionalHunter, { irId: phsIr, ...link });
      expect([link, planted.statusCode]).toEqual([link, 403]);
    }
  });

  it("refuses (400) a client the register does not name, even one on the PH's own orders", async () => {
    const planted = await docs().post(as.professionalHunter, {
      irId: phsIr,
      clientId: ids.phOrderClient,
    });
    expect(planted.statusCode).toBe(400);
    expect(planted.json().errors).toEqual({ irId: 'The IR names no client yet' });
    const both = await docs().post(as.admin, { irId: phsIr, orderId: ids.phOrder });
    expect(both.json().errors).toEqual({ orderId: 'The order was not made from this IR' });
  });

  it('refuses (403) a change that links the document elsewhere, and keeps it as it was', async () => {
    const own = await docs().add(as.professionalHunter, { irId: phsIr });
    const put = (changes: Record<string, unknown>) =>
      ctx.test.app.inject({
        method: 'PUT',
        url: `/api/documents/${own.id}`,
        headers: as.professionalHunter,
        payload: {
          title: 'Moved',
          kind: 'other',
          fileId: own.fileId,
          version: own.version,
          irId: phsIr,
          ...changes,
        },
      });
    for (const changes of [
      { orderId: ids.clientOrder },
      { clientId: strangerId },
      { irId: collectorsIr },
    ])
      expect([changes, (await put(changes)).statusCode]).toEqual([changes, 403]);
    const read = await ctx.test.app.inject({ url: `/api/documents/${own.id}`, headers: as.admin });
    expect(read.json()).toMatchObject({
      title: own.title,
      irId: phsIr,
      orderId: null,
      clientId: null,
    });
  });

  it('still lets each writer link what they may read: an outfitter their client’s order, a PH their order', async () => {
    const outfitters = await docs().add(as.huntingOutfitter, { orderId: ids.clientOrder });
    expect(outfitters.clientId).toBe(ids.clientId);
    const phs = await docs().add(as.professionalHunter, { orderId: ids.phOrder });
    expect(phs.clientId).toBe(ids.phOrderClient);
    const clients = await docs().add(as.client, { orderId: ids.clientOrder });
    expect(clients.clientId).toBe(ids.clientId);
  });
});
