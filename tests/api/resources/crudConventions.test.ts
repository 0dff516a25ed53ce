import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema/audit';
import { createRecord, sampleBody, type Headers } from '../../support/resourceSamples';
import { signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';

let test: TestApp;
let admin: Headers;

beforeAll(async () => {
  test = await createTestApp();
  admin = await signIn(test.app, 'admin@example.com');
});
afterAll(() => test.close());

const list = (query: Record<string, unknown>) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]),
  );
  return test.app.inject({ url: `/api/species?${search}`, headers: admin });
};
const names = (response: { json(): unknown }) =>
  (response.json() as { commonName: string }[]).map((one) => one.commonName);

describe('lists follow ra-data-simple-rest', () => {
  it('answers a page of the range with Content-Range: resource start-end/total', async () => {
    const answer = await list({ sort: ['commonName', 'ASC'], range: [2, 4] });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-range']).toBe('species 2-4/8');
    expect(names(answer)).toEqual(['Gemsbok', 'Greater Kudu', 'Hippopotamus']);
  });

  it('sorts both ways by a sortable field', async () => {
    const up = names(await list({ sort: ['commonName', 'ASC'], range: [0, 99] }));
    const down = names(await list({ sort: ['commonName', 'DESC'], range: [0, 99] }));
    expect(down).toEqual([...up].reverse());
    expect(up).toEqual([...up].sort());
  });

  it('filters by a field, searches with q, and answers getMany for an id list', async () => {
    expect(
      names(await list({ filter: { citesAppendix: 'II' }, sort: ['commonName', 'ASC'] })),
    ).toEqual(['Hippopotamus', 'Nile Crocodile']);
    expect(names(await list({ filter: { q: 'panthera' } }))).toEqual(['Leopard']);
    const all = (await list({ range: [0, 1] })).json() as { id: string }[];
    const many = await list({ filter: { id: all.map((one) => one.id) } });
    expect((many.json() as { id: string }[]).map((one) => one.id).sort()).toEqual(
      all.map((one) => one.id).sort(),
    );
  });

  it.each([
    ['sort', 'not json'],
    ['sort', '["imageUrl","ASC"]'],
    ['sort', '["commonName","UP"]'],
    ['range', '[5,1]'],
    ['range', '[0,100000]'],
    ['range', '{"a":1}'],
    ['filter', '[1,2]'],
    ['filter', '{"unknownField":"x"}'],
    ['filter', '{"topsListed":"maybe"}'],
    ['filter', '{"id":["not-a-uuid"]}'],
  ])('refuses a malformed %s parameter (%s) with 400 and a JSON message', async (name, value) => {
    const answer = await test.app.inject({
      url: `/api/species?${name}=${encodeURIComponent(value)}`,
      headers: admin,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toEqual(expect.any(String));
  });

  it('answers 404 for an id that is no record, or no id at all', async () => {
    for (const id of ['5b0f7a43-6b7e-4b0c-9d43-2d6d1c0c2b11', 'nonsense']) {
      expect(
        (await test.app.inject({ url: `/api/species/${id}`, headers: admin })).statusCode,
      ).toBe(404);
    }
  });
});

describe('writes', () => {
  it('refuses a stale update with 409 and keeps the newer change', async () => {
    const record = await createRecord(test.app, admin, 'species', sampleBody('species'));
    const put = (family: string) =>
      test.app.inject({
        method: 'PUT',
        url: `/api/species/${record.id}`,
        headers: admin,
        payload: { ...record, family, version: 1 },
      });
    const first = await put('First');
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(2);
    const second = await put('Second');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/changed by someone else/);
    const now = await test.app.inject({ url: `/api/species/${record.id}`, headers: admin });
    expect(now.json().family).toBe('First');
  });

  it('audits every change: who, when, what changed', async () => {
    const record = await createRecord(test.app, admin, 'farms', sampleBody('farms'));
    await test.app.inject({
      method: 'PUT',
      url: `/api/farms/${record.id}`,
      headers: admin,
      payload: { ...record, region: 'Free State' },
    });
    await test.app.inject({ method: 'DELETE', url: `/api/farms/${record.id}`, headers: admin });
    const entries = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'farms'), eq(auditLog.recordId, record.id)))
      .orderBy(desc(auditLog.at));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update']);
    const update = entries.find((entry) => entry.action === 'update')!;
    expect(update.changes).toEqual({ region: ['Limpopo', 'Free State'] });
    expect(update.userId).toEqual(expect.any(String));
    expect(update.at).toBeInstanceOf(Date);
  });

  it('answers field errors with 400 for an invalid body', async () => {
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/species',
      headers: admin,
      payload: { commonName: '', scientificName: 'X', citesAppendix: 'IV' },
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().errors)).toEqual(
      expect.arrayContaining(['commonName', 'citesAppendix']),
    );
  });

  it('refuses to delete a species a pricelist uses, with 409', async () => {
    const [used] = (await list({ filter: { q: 'Greater Kudu' } })).json() as { id: string }[];
    const answer = await test.app.inject({
      method: 'DELETE',
      url: `/api/species/${used!.id}`,
      headers: admin,
    });
    expect(answer.statusCode).toBe(409);
  });

  it('saves a pricelist with its items in one go, one item per species and trophy type, keeping the items it names by id', async () => {
    const [kudu] = (await list({ filter: { q: 'Greater Kudu' } })).json() as { id: string }[];
    const types = (await test.app.inject({ url: '/api/trophy-types', headers: admin })).json() as {
      id: string;
    }[];
    const item = (trophyTypeId: string, priceMinor: number | null) => ({
      speciesId: kudu!.id,
      trophyTypeId,
      priceMinor,
      productionWeeks: 30,
    });
    const created = await createRecord(test.app, admin, 'pricelists', {
      ...sampleBody('pricelists'),
      items: [item(types[0]!.id, 100_00), item(types[1]!.id, null)],
    });
    // docs/api.md#child-rows: each item comes with its id, which an edit sends back to keep it.
    const withId = (values: ReturnType<typeof item>) => ({ ...values, id: expect.any(String) });
    expect(created.items).toEqual([
      withId(item(types[0]!.id, 100_00)),
      withId(item(types[1]!.id, null)),
    ]);
    const [first, second] = created.items as { id: string }[];
    const edited = await test.app.inject({
      method: 'PUT',
      url: `/api/pricelists/${created.id}`,
      headers: admin,
      payload: { ...created, items: [{ ...second, priceMinor: 5 }, item(types[2]!.id, 7)] },
    });
    expect(edited.statusCode).toBe(200);
    const items = edited.json().items as { id: string; priceMinor: number | null }[];
    expect(items.map(({ id, priceMinor }) => [id, priceMinor])).toEqual([
      [second!.id, 5],
      [expect.not.stringMatching(first!.id), 7],
    ]);
    const duplicate = await test.app.inject({
      method: 'PUT',
      url: `/api/pricelists/${created.id}`,
      headers: admin,
      payload: { ...created, items: [item(types[0]!.id, 1), item(types[0]!.id, 2)] },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toHaveProperty(['items.1.trophyTypeId']);
  });
});
