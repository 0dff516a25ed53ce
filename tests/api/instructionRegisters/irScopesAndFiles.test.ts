import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';
import { demoOrderIds, uploadPdf } from '../documents/documentSupport';
import { irCalls, signedBody, userId } from './irSupport';

// docs/instruction-registers.md#who and #photos-and-signatures, docs/files.md "Who may read".
let test: TestApp;
let ir: ReturnType<typeof irCalls>;
const as: Record<string, Record<string, string>> = {};
let speciesId: string;

beforeAll(async () => {
  test = await createTestApp();
  ir = irCalls(test.app);
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role] = await signIn(test.app, email);
  speciesId = (await test.app.inject({ url: '/api/species', headers: as.admin })).json()[0].id;
});
afterAll(() => test.close());

const readBy = async (role: string, id: string) =>
  (await ir.call('GET', `/${id}`, as[role]!)).statusCode;

describe('who reads an IR', () => {
  it('the PH named on it, the outfitter of its client, its client, its collector; no one else', async () => {
    const { clientId } = await demoOrderIds(test.app);
    const phId = await userId(test.app, 'ph@example.com');
    const theirs = await ir.collectedWith(as.collector!, as.customerLiaison!, { clientId, phId });
    const other = await ir.create(as.customerLiaison!, {});
    for (const role of ['professionalHunter', 'huntingOutfitter', 'client', 'collector']) {
      expect([role, await readBy(role, theirs.id)]).toEqual([role, 200]);
      expect([role, await readBy(role, other.id)]).toEqual([role, 404]);
    }
    const listed = (await ir.call('GET', '', as.professionalHunter!)).json() as { id: string }[];
    expect(listed.map((row) => row.id)).toContain(theirs.id);
    expect(listed.map((row) => row.id)).not.toContain(other.id);
  });

  it("lets no collector change another collector's IR (404)", async () => {
    const staffs = await ir.create(as.customerLiaison!, {});
    expect((await ir.update(as.collector!, staffs, { notes: 'mine now' })).statusCode).toBe(404);
  });
});

describe("an IR's files", () => {
  it('are readable by whoever reads the IR, and by no one else', async () => {
    const { clientId } = await demoOrderIds(test.app);
    const body = await signedBody(test.app, as.collector!, speciesId);
    const made = await ir.collectedWith(as.collector!, as.customerLiaison!, { clientId }, body);
    const file = (role: string) =>
      test.app.inject({ url: `/api/files/${made.hunterSignatureFileId}`, headers: as[role]! });
    expect((await file('client')).statusCode).toBe(200);
    expect((await file('customerLiaison')).statusCode).toBe(200);
    expect((await file('professionalHunter')).statusCode).toBe(404);
  });

  it('refuses a file the writer did not upload (400) and keeps one already on the IR', async () => {
    const made = await ir.create(
      as.collector!,
      await signedBody(test.app, as.collector!, speciesId),
    );
    const foreign = await uploadPdf(test.app, as.customerLiaison!);
    const refused = await ir.update(as.collector!, made, {
      lines: [{ ...made.lines[0], photoFileIds: [foreign] }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty(['lines.0.photoFileIds']);
    // Staff editing the collector's IR keep the collector's signatures.
    const kept = await ir.update(as.customerLiaison!, made, { notes: 'checked' });
    expect(kept.statusCode).toBe(200);
    const signature = await ir.call('POST', '', as.customerLiaison!, {
      hunterSignatureFileId: made.hunterSignatureFileId,
    });
    expect(signature.statusCode).toBe(400);
  });

  it('lets go of a photo the IR drops', async () => {
    const photo = await uploadPdf(test.app, as.collector!);
    const made = await ir.create(as.collector!, {
      lines: [{ speciesId, photoFileIds: [photo] }],
    });
    await ir.update(as.collector!, made, { lines: [{ ...made.lines[0], photoFileIds: [] }] });
    const gone = await test.app.inject({ url: `/api/files/${photo}`, headers: as.collector! });
    expect(gone.statusCode).toBe(404);
  });
});

describe('documents on IRs', () => {
  it('a collector adds one to an IR they collected; its PH reads it', async () => {
    const phId = await userId(test.app, 'ph@example.com');
    const made = await ir.collectedWith(as.collector!, as.customerLiaison!, { phId });
    const fileId = await uploadPdf(test.app, as.collector!);
    const added = await test.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: as.collector!,
      payload: { title: 'Hunting register', kind: 'huntingRegister', fileId, irId: made.id },
    });
    expect(added.statusCode).toBe(201);
    const read = await test.app.inject({
      url: `/api/documents/${added.json().id}`,
      headers: as.professionalHunter!,
    });
    expect(read.statusCode).toBe(200);
  });
});
