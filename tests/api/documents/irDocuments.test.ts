import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/shared/roles';
import { documents } from '../../../src/features/documents/table';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { irCalls, userId } from '../instructionRegisters/irSupport';
import { demoOrderIds, documentCalls } from './documentSupport';

// docs/documents.md "Who" and "Links": documents of an IR follow the IR's scopes. Its collector
// adds documents to it, its PH sees them, and the document belongs to the IR's client, so the
// client and their outfitters see it too.

const ctx = useTestApp();
const as = {} as Record<Role, Record<string, string>>;
const docs = () => documentCalls(ctx.test.app);
let clientId: string;
/** Collected by the demo collector, for the demo client, with the demo PH. */
let collectedIr: string;
/** Collected by the admin, with no client and no PH. */
let othersIr: string;
let onCollectedIr: Awaited<ReturnType<ReturnType<typeof documentCalls>['add']>>;

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(ctx.test.app, email);
  clientId = (await demoOrderIds(ctx.test.app)).clientId;
  const irs = irCalls(ctx.test.app);
  const phId = await userId(ctx.test.app, DEMO_EMAIL_OF.professionalHunter);
  collectedIr = (await irs.collectedWith(as.collector, as.customerLiaison, { clientId, phId })).id;
  othersIr = (await irs.create(as.admin, {})).id;
  onCollectedIr = await docs().add(as.collector, { kind: 'huntingRegister', irId: collectedIr });
});

describe('documents of an IR', () => {
  it("are added by the IR's collector and belong to the IR's client", () => {
    expect(onCollectedIr).toMatchObject({ irId: collectedIr, clientId, orderId: null });
  });

  it('are refused (403) on an IR someone else collected, storing nothing', async () => {
    const before = await ctx.test.app.db.$count(documents);
    expect((await docs().post(as.collector, { irId: othersIr })).statusCode).toBe(403);
    expect(await ctx.test.app.db.$count(documents)).toBe(before);
  });

  it.each([
    'collector',
    'professionalHunter',
    'client',
    'huntingOutfitter',
    'customerLiaison',
  ] as const)('are listed and read by the IR’s %s', async (role) => {
    expect(await docs().ids(as[role], { irId: collectedIr })).toEqual([onCollectedIr.id]);
    const read = await ctx.test.app.inject({
      url: `/api/documents/${onCollectedIr.id}`,
      headers: as[role],
    });
    expect(read.statusCode).toBe(200);
  });

  it('are not seen by a PH who is not the IR’s PH', async () => {
    const onOthers = await docs().add(as.admin, { irId: othersIr });
    expect(await docs().ids(as.professionalHunter, { irId: othersIr })).toEqual([]);
    const read = await ctx.test.app.inject({
      url: `/api/documents/${onOthers.id}`,
      headers: as.professionalHunter,
    });
    expect(read.statusCode).toBe(404);
  });

  it("are added by the IR's PH, who may read them afterwards", async () => {
    const added = await docs().add(as.professionalHunter, { kind: 'other', irId: collectedIr });
    expect(added.clientId).toBe(clientId);
  });

  it('may not be changed or deleted by the collector who added them', async () => {
    const put = await ctx.test.app.inject({
      method: 'PUT',
      url: `/api/documents/${onCollectedIr.id}`,
      headers: as.collector,
      payload: {
        title: 'Renamed',
        kind: 'huntingRegister',
        fileId: onCollectedIr.fileId,
        irId: collectedIr,
        version: onCollectedIr.version,
      },
    });
    expect(put.statusCode).toBe(403);
    const remove = await ctx.test.app.inject({
      method: 'DELETE',
      url: `/api/documents/${onCollectedIr.id}`,
      headers: as.collector,
    });
    expect(remove.statusCode).toBe(403);
  });

  it("are listed by the IR's client's filter too", async () => {
    expect(await docs().ids(as.customerLiaison, { clientId })).toContain(onCollectedIr.id);
  });

  it('refuse (400) an IR of another client than the one named, and an IR that does not exist', async () => {
    const otherClient = await ctx.test.app.inject({
      url: '/api/clients?range=[0,499]',
      headers: as.admin,
    });
    const stranger = (otherClient.json() as { id: string }[]).find((one) => one.id !== clientId)!;
    const mismatch = await docs().post(as.admin, { irId: collectedIr, clientId: stranger.id });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ irId: 'The IR is for another client' });
    const missing = await docs().post(as.admin, { irId: crypto.randomUUID() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ irId: 'No such IR' });
  });
});
