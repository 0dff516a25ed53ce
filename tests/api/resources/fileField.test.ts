import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { everything, readOnly } from '../../../src/engine/access';
import { defineResource } from '../../../src/engine/defineResource';
import { crudSchemas, fileIdSchema, fileIdsSchema, requiredText } from '../../../src/engine/fields';
import { files } from '../../../src/server/db/schema/files';
import { recordColumns } from '../../../src/server/db/schema/recordColumns';
import { serverResource } from '../../../src/engine/server/serverResource';
import { serverResources } from '../../../src/features/serverResources';
import { signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';
import { uploadPdf } from '../documents/documentSupport';

// docs/files.md#for-resources-that-hold-files: a resource that names its file fields in `files`
// gets the engine's checks and releases, whatever it is. This one exists only here: a cover file,
// an array of extra files and child rows with one file each.
const scans = defineResource({
  ...crudSchemas(
    z.object({
      name: requiredText('nameRequired'),
      coverFileId: fileIdSchema,
      extraFileIds: fileIdsSchema(5),
      pages: z.array(z.object({ fileId: fileIdSchema })).default([]),
    }),
  ),
  name: 'test-scans',
  route: 'test-scans',
  title: 'name',
  inputs: { name: { kind: 'text' } },
  list: {
    columns: ['name'],
    sortable: ['name'],
    defaultSort: { field: 'name', order: 'ASC' },
    search: ['name'],
    filters: [],
  },
  access: { admin: everything, customerLiaison: everything, collector: readOnly },
});

const scansTable = pgTable('test_scans', {
  ...recordColumns(),
  name: text('name').notNull(),
  coverFileId: uuid('cover_file_id').notNull(),
  extraFileIds: uuid('extra_file_ids').array().notNull(),
});
const pagesTable = pgTable('test_scan_pages', {
  id: uuid('id').primaryKey().defaultRandom(),
  scanId: uuid('scan_id').notNull(),
  position: integer('position').notNull(),
  fileId: uuid('file_id').notNull(),
});

let test: TestApp;
let admin: Record<string, string>;
let liaison: Record<string, string>;
let collector: Record<string, string>;

beforeAll(async () => {
  test = await createTestApp({
    resources: [
      ...serverResources,
      serverResource(scans, {
        table: scansTable,
        children: {
          pages: {
            table: pagesTable,
            parent: pagesTable.scanId,
            position: pagesTable.position,
            fields: ['fileId'],
          },
        },
        files: ['coverFileId', 'extraFileIds', 'pages.fileId'],
      }),
    ],
  });
  await test.database.db.execute(sql`create table test_scans (
    id uuid primary key default gen_random_uuid(), version integer not null default 1,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
    name text not null, cover_file_id uuid not null references files(id),
    extra_file_ids uuid[] not null)`);
  await test.database.db.execute(sql`create table test_scan_pages (
    id uuid primary key default gen_random_uuid(),
    scan_id uuid not null references test_scans(id) on delete cascade,
    position integer not null, file_id uuid not null)`);
  admin = await signIn(test.app, 'admin@example.com');
  liaison = await signIn(test.app, 'liaison@example.com');
  collector = await signIn(test.app, 'collector@example.com');
});
afterAll(() => test.close());

const upload = (headers = admin) => uploadPdf(test.app, headers);
const fileExists = async (fileId: string) =>
  (await test.app.db.select().from(files).where(eq(files.id, fileId))).length === 1;
const download = (headers: Record<string, string>, fileId: string) =>
  test.app.inject({ url: `/api/files/${fileId}`, headers });

type Scan = { id: string; version: number; coverFileId: string; extraFileIds: string[] };
const post = (headers: Record<string, string>, body: Record<string, unknown>) =>
  test.app.inject({ method: 'POST', url: '/api/test-scans', headers, payload: body });
const put = (headers: Record<string, string>, scan: Scan, body: Record<string, unknown>) =>
  test.app.inject({
    method: 'PUT',
    url: `/api/test-scans/${scan.id}`,
    headers,
    payload: { name: 'Scan', version: scan.version, ...body },
  });
async function add(body: Record<string, unknown> = {}): Promise<Scan> {
  const answer = await post(admin, { name: 'Scan', coverFileId: await upload(), ...body });
  expect(answer.statusCode).toBe(201);
  return answer.json();
}

describe("the engine's file field", () => {
  it("holds the writer's uploads: the record's readers may read them and the sweep keeps them", async () => {
    const [cover, extra, page] = [await upload(), await upload(), await upload()];
    expect((await download(collector, cover)).statusCode).toBe(404);
    await add({ coverFileId: cover, extraFileIds: [extra], pages: [{ fileId: page }] });
    for (const fileId of [cover, extra, page])
      expect((await download(collector, fileId)).statusCode).toBe(200);
    await test.app.files.sweep(new Date(Date.now() + 25 * 60 * 60 * 1000));
    for (const fileId of [cover, extra, page]) expect(await fileExists(fileId)).toBe(true);
  });

  it('refuses a file no upload has, or another user uploaded, with 400 on the field naming it', async () => {
    const foreign = await upload(liaison);
    const refusals = [
      { coverFileId: crypto.randomUUID() },
      { coverFileId: foreign },
      { extraFileIds: [await upload(), foreign] },
      { pages: [{ fileId: await upload() }, { fileId: foreign }] },
    ];
    const fields = [];
    for (const body of refusals) {
      const answer = await post(admin, { name: 'Scan', coverFileId: await upload(), ...body });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('Upload the file first');
      fields.push(...Object.keys(answer.json().errors));
    }
    expect(fields).toEqual(['coverFileId', 'coverFileId', 'extraFileIds', 'pages.1.fileId']);
    expect((await download(collector, foreign)).statusCode).toBe(404);
  });

  it('lets another writer keep the files a record holds, but not add their own of others', async () => {
    const scan = await add({ extraFileIds: [await upload()] });
    const kept = await put(liaison, scan, {
      coverFileId: scan.coverFileId,
      extraFileIds: scan.extraFileIds,
    });
    expect(kept.statusCode).toBe(200);
    const added = await put(liaison, kept.json(), {
      coverFileId: scan.coverFileId,
      extraFileIds: [...scan.extraFileIds, await upload()],
    });
    expect(added.statusCode).toBe(400);
  });

  it('releases the files an update drops and keeps those it keeps', async () => {
    const [extra, page] = [await upload(), await upload()];
    const scan = await add({ extraFileIds: [extra], pages: [{ fileId: page }] });
    const replacement = await upload();
    const changed = await put(admin, scan, { coverFileId: replacement, extraFileIds: [extra] });
    expect(changed.statusCode).toBe(200);
    expect(await fileExists(scan.coverFileId)).toBe(false);
    expect(await fileExists(page)).toBe(false);
    expect(await fileExists(extra)).toBe(true);
    expect(await fileExists(replacement)).toBe(true);
  });

  it('releases its files on delete unless another record still holds them', async () => {
    const shared = await upload();
    const first = await add({ extraFileIds: [shared] });
    await add({ pages: [{ fileId: shared }] });
    const removed = await test.app.inject({
      method: 'DELETE',
      url: `/api/test-scans/${first.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(await fileExists(first.coverFileId)).toBe(false);
    expect(await fileExists(shared)).toBe(true);
  });
});
