import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/shared/roles';
import { files } from '../../../src/server/db/schema/files';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderIds, documentCalls, uploadPdf } from './documentSupport';

// docs/documents.md "Files": a document's file is read by whoever may read the document (every
// download is checked; the link leaks nothing), and goes when no document holds it any more.

const ctx = useTestApp();
const as = {} as Record<Role, Record<string, string>>;
let ids: Awaited<ReturnType<typeof demoOrderIds>>;
const docs = () => documentCalls(ctx.test.app);
const download = (headers: Record<string, string>, fileId: string) =>
  ctx.test.app.inject({ url: `/api/files/${fileId}`, headers });
const fileExists = async (fileId: string) =>
  (await ctx.test.app.db.select().from(files).where(eq(files.id, fileId))).length === 1;

beforeAll(async () => {
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    as[role as Role] = await signIn(ctx.test.app, email);
  ids = await demoOrderIds(ctx.test.app);
});

describe("a document's file", () => {
  it('downloads for everyone who may read the document and is a 404 for everyone else', async () => {
    const document = await docs().add(as.admin, { orderId: ids.clientOrder });
    const answers = await Promise.all(
      (
        [
          'client',
          'huntingOutfitter',
          'customerLiaison',
          'professionalHunter',
          'collector',
        ] as const
      ).map(async (role) => (await download(as[role], document.fileId)).statusCode),
    );
    expect(answers).toEqual([200, 200, 200, 404, 404]);
  });

  it('goes with the document that held it: deleted, it is not there even for its uploader', async () => {
    const document = await docs().add(as.client, { orderId: ids.clientOrder });
    const removed = await ctx.test.app.inject({
      method: 'DELETE',
      url: `/api/documents/${document.id}`,
      headers: as.client,
    });
    expect(removed.statusCode).toBe(200);
    expect(await fileExists(document.fileId)).toBe(false);
    expect((await download(as.client, document.fileId)).statusCode).toBe(404);
  });

  it('is released when the document takes another file, and the new one is readable', async () => {
    const document = await docs().add(as.huntingOutfitter, { orderId: ids.clientOrder });
    const replacement = await uploadPdf(ctx.test.app, as.huntingOutfitter);
    const changed = await ctx.test.app.inject({
      method: 'PUT',
      url: `/api/documents/${document.id}`,
      headers: as.huntingOutfitter,
      payload: {
        title: 'Rescanned',
        kind: 'other',
        fileId: replacement,
        orderId: ids.clientOrder,
        version: document.version,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await fileExists(document.fileId)).toBe(false);
    expect((await download(as.client, replacement)).statusCode).toBe(200);
  });

  it('stays while another document still holds it', async () => {
    const first = await docs().add(as.admin, { orderId: ids.clientOrder });
    const second = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: as.admin,
      payload: { title: 'Same scan', kind: 'other', fileId: first.fileId, orderId: ids.phOrder },
    });
    expect(second.statusCode).toBe(201);
    await ctx.test.app.inject({
      method: 'DELETE',
      url: `/api/documents/${first.id}`,
      headers: as.admin,
    });
    expect(await fileExists(first.fileId)).toBe(true);
    expect((await download(as.professionalHunter, first.fileId)).statusCode).toBe(200);
  });

  it('is kept by the orphan sweep a day later, held by its document', async () => {
    const document = await docs().add(as.admin, { orderId: ids.clientOrder });
    const unheld = await uploadPdf(ctx.test.app, as.admin);
    await ctx.test.app.files.sweep(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await fileExists(document.fileId)).toBe(true);
    expect(await fileExists(unheld)).toBe(false);
  });
});
