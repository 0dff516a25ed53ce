import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceList } from '../../../src/features/resourceList';
import { fromItsFolder, loadServerResources } from '../../../src/features/serverResources';
import { loadResourceTexts, textsFromItsFolder } from '../../../src/features/serverResourceTexts';
import { hunts } from '../../support/features/test-hunts/definition';
import * as huntsTables from '../../support/features/test-hunts/table';
import { signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';

// README.md#adding-a-resource: a folder (definition.ts, table.ts, server.ts, texts.en.ts and
// texts.fr.ts), one line in the list of resources and the generated migration are all the API
// needs. The folder is tests/support/features/test-hunts/, found by its name as src/features/*
// are; its migration is what drizzle-kit generates from its table.
let test: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let collector: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  const resources = await loadServerResources([...resourceList, hunts], (name) =>
    name === 'test-hunts'
      ? import(`../../support/features/${name}/server.ts`)
      : fromItsFolder(name),
  );
  test = await createTestApp({ resources });
  const migration = await generateMigration(
    generateDrizzleJson({}),
    generateDrizzleJson(huntsTables),
  );
  for (const statement of migration) await test.database.db.execute(sql.raw(statement));
  admin = await signIn(test.app, 'admin@example.com');
  collector = await signIn(test.app, 'collector@example.com');
});
afterAll(() => test.close());

describe('a resource that is only its folder and a line in the list', () => {
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

  it('has its name and labels in English and French from its folder, as the server gathers them', async () => {
    const texts = await loadResourceTexts([...resourceList, hunts], (name, language) =>
      name === 'test-hunts'
        ? import(`../../support/features/${name}/texts.${language}.ts`)
        : textsFromItsFolder(name, language),
    );
    expect(texts.en['test-hunts']).toEqual({
      name: 'Hunt |||| Hunts',
      fields: { name: 'Name', startsOn: 'Starts on' },
    });
    expect(texts.fr['test-hunts']?.name).toBe('Chasse |||| Chasses');
    expect(Object.keys(texts.fr['test-hunts']?.fields ?? {})).toEqual(hunts.list.columns);
  });

  it('is described in OpenAPI', async () => {
    const spec = (await test.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/test-hunts', '/api/test-hunts/{id}']),
    );
  });
});
