import { sql } from 'drizzle-orm';
import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { everything, readOnly } from '../../../src/engine/access';
import { defineResource } from '../../../src/engine/defineResource';
import { crudSchemas, isoDateSchema, requiredText } from '../../../src/engine/fields';
import { recordColumns } from '../../../src/server/db/schema/recordColumns';
import { serverResource } from '../../../src/engine/server/serverResource';
import { serverResources } from '../../../src/features/serverResources';
import { signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';

// README.md#adding-a-resource: a definition and its table are all the API needs. This one exists
// only here; its table is made the way its generated migration would make it.
const hunts = defineResource({
  ...crudSchemas(z.object({ name: requiredText('nameRequired'), startsOn: isoDateSchema })),
  name: 'test-hunts',
  route: 'test-hunts',
  title: 'name',
  inputs: { name: { kind: 'text' }, startsOn: { kind: 'date' } },
  list: {
    columns: ['name', 'startsOn'],
    sortable: ['name', 'startsOn'],
    defaultSort: { field: 'startsOn', order: 'DESC' },
    search: ['name'],
    filters: [],
  },
  access: { admin: everything, collector: readOnly },
});

const huntsTable = pgTable('test_hunts', {
  ...recordColumns(),
  name: text('name').notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
});

let test: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let collector: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  test = await createTestApp({
    resources: [...serverResources, serverResource(hunts, { table: huntsTable })],
  });
  await test.database.db.execute(sql`create table test_hunts (
    id uuid primary key default gen_random_uuid(), version integer not null default 1,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
    name text not null, starts_on date not null)`);
  admin = await signIn(test.app, 'admin@example.com');
  collector = await signIn(test.app, 'collector@example.com');
});
afterAll(() => test.close());

describe('a resource that is only a definition and a table', () => {
  it('gets the ra-data-simple-rest routes: create, list, read, update with its version, delete', async () => {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/test-hunts',
      headers: admin,
      payload: { name: 'Kudu in Limpopo', startsOn: '2026-05-01' },
    });
    expect(created.statusCode).toBe(201);
    const hunt = created.json();
    const list = await test.app.inject({ url: '/api/test-hunts', headers: admin });
    expect(list.json().map((one: { id: string }) => one.id)).toEqual([hunt.id]);
    expect(list.headers['content-range']).toBe('test-hunts 0-0/1');
    const changed = await test.app.inject({
      method: 'PUT',
      url: `/api/test-hunts/${hunt.id}`,
      headers: admin,
      payload: { name: 'Sable', startsOn: '2026-05-02', version: hunt.version },
    });
    expect(changed.json()).toMatchObject({ name: 'Sable', version: hunt.version + 1 });
    const stale = await test.app.inject({
      method: 'PUT',
      url: `/api/test-hunts/${hunt.id}`,
      headers: admin,
      payload: { name: 'Eland', startsOn: '2026-05-02', version: hunt.version },
    });
    expect(stale.statusCode).toBe(409);
    const removed = await test.app.inject({
      method: 'DELETE',
      url: `/api/test-hunts/${hunt.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
  });

  it('validates its body from the definition: a bad one is 400 with the field', async () => {
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/test-hunts',
      headers: admin,
      payload: { name: '', startsOn: 'soon' },
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().errors)).toEqual(expect.arrayContaining(['name', 'startsOn']));
  });

  it("enforces the definition's access: a collector reads, may not write; no session is 401", async () => {
    expect((await test.app.inject({ url: '/api/test-hunts', headers: collector })).statusCode).toBe(
      200,
    );
    const write = await test.app.inject({
      method: 'POST',
      url: '/api/test-hunts',
      headers: collector,
      payload: { name: 'Impala', startsOn: '2026-06-01' },
    });
    expect(write.statusCode).toBe(403);
    expect((await test.app.inject({ url: '/api/test-hunts' })).statusCode).toBe(401);
  });

  it('is described in OpenAPI', async () => {
    const spec = (await test.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/test-hunts', '/api/test-hunts/{id}']),
    );
  });
});
