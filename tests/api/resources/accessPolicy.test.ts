import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/shared/roles';
import { resourceByName, type ResourceName } from '../../../src/features/resourceList';
import { POLICY } from './accessPolicyTable';
import {
  createRecord,
  sampleBody,
  updateBodyOf,
  type Headers,
} from '../../support/resourceSamples';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';
import { adminRows } from './adminRows';

let test: TestApp;
const headers = {} as Record<Role, Headers>;
let outfitterId: string;
let bodyFor: Awaited<ReturnType<typeof adminRows>>['bodyFor'];
let fixture: Awaited<ReturnType<typeof adminRows>>['adminRow'];

beforeAll(async () => {
  test = await createTestApp();
  for (const [role, email] of Object.entries(DEMO_EMAIL_OF))
    headers[role as Role] = await signIn(test.app, email);
  ({ outfitterId, bodyFor, adminRow: fixture } = await adminRows(test.app, headers));
});
afterAll(() => test.close());

describe.each(Object.entries(POLICY) as [ResourceName, (typeof POLICY)[ResourceName]][])(
  '%s answers each role as its access policy says',
  (resource, byRole) => {
    const definition = resourceByName(resource)!;
    const updateFields = Object.keys(definition.update.shape);

    it.each(Object.entries(byRole))(
      'for %s: list, read, create, update, delete answer %j',
      async (role, expected) => {
        const as = headers[role as Role];
        const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
          test.app.inject({
            method,
            url: `/api/${resource}${url}`,
            headers: as,
            ...(payload ? { payload } : {}),
          });

        const readable = await fixture(resource);
        const answers = [
          (await call('GET', '')).statusCode,
          (await call('GET', `/${readable.id}`)).statusCode,
          (await call('POST', '', await bodyFor(resource, role as Role))).statusCode,
          (
            await call('PUT', `/${readable.id}`, {
              ...updateBodyOf(readable, updateFields),
              version: readable.version,
            })
          ).statusCode,
          (await call('DELETE', `/${(await fixture(resource)).id}`)).statusCode,
        ];
        expect(answers).toEqual(expected);
      },
    );

    it('answers 401 to every call without a session', async () => {
      const record = await fixture(resource);
      const calls = [
        test.app.inject({ url: `/api/${resource}` }),
        test.app.inject({ url: `/api/${resource}/${record.id}` }),
      ];
      if (test.app.hasRoute({ method: 'DELETE', url: `/api/${resource}/:id` }))
        calls.push(
          test.app.inject({
            method: 'DELETE',
            url: `/api/${resource}/${record.id}`,
            headers: { origin: 'http://localhost' },
          }),
        );
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
    });
  },
);

describe("rows: an outfitter never sees another outfitter's client", () => {
  let theirs: { id: string };
  let mine: { id: string };
  let other = { id: '' };

  beforeAll(async () => {
    other = await createRecord(
      test.app,
      headers.admin,
      'users',
      sampleBody('users', { roles: ['huntingOutfitter'] }),
    );
    theirs = await createRecord(
      test.app,
      headers.admin,
      'clients',
      sampleBody('clients', { outfitterIds: [other.id] }),
    );
    mine = await createRecord(test.app, headers.huntingOutfitter, 'clients', sampleBody('clients'));
  });
  const get = (url: string) => test.app.inject({ url, headers: headers.huntingOutfitter });

  it('not in the list, whatever the filter, search or page', async () => {
    for (const query of [
      '',
      '?range=[0,499]',
      `?filter=${encodeURIComponent(JSON.stringify({ q: 'Client' }))}`,
    ]) {
      const ids = (await get(`/api/clients${query}`))
        .json()
        .map((client: { id: string }) => client.id);
      expect(ids).toContain(mine.id);
      expect(ids).not.toContain(theirs.id);
    }
  });

  it('not by id (404, as if it did not exist), and not changed or deleted by id', async () => {
    expect((await get(`/api/clients/${theirs.id}`)).statusCode).toBe(404);
    const put = await test.app.inject({
      method: 'PUT',
      url: `/api/clients/${theirs.id}`,
      headers: headers.huntingOutfitter,
      payload: { ...sampleBody('clients'), version: 1 },
    });
    expect(put.statusCode).toBe(404);
  });

  it('not by getMany (filter by id)', async () => {
    const filter = encodeURIComponent(JSON.stringify({ id: [theirs.id, mine.id] }));
    const answer = await get(`/api/clients?filter=${filter}`);
    expect(answer.json().map((client: { id: string }) => client.id)).toEqual([mine.id]);
    expect(answer.headers['content-range']).toMatch(/\/1$/);
  });

  it('not by filtering on the other outfitter', async () => {
    const answer = await get(
      `/api/clients?filter=${encodeURIComponent(JSON.stringify({ outfitterIds: other.id }))}`,
    );
    expect(answer.json()).toEqual([]);
  });
});

describe('rows: the other roles', () => {
  it('a professional hunter lists exactly the clients of the orders where they are the PH', async () => {
    const answer = await test.app.inject({
      url: '/api/clients?range=[0,499]',
      headers: headers.professionalHunter,
    });
    const orders = await test.app.inject({
      url: '/api/orders?range=[0,499]',
      headers: headers.professionalHunter,
    });
    const onTheirOrders = new Set(
      orders.json().map((order: { clientId: string }) => order.clientId),
    );
    expect(onTheirOrders.size).toBeGreaterThan(0);
    expect(
      answer
        .json()
        .map((client: { id: string }) => client.id)
        .sort(),
    ).toEqual([...onTheirOrders].sort());
  });

  it('a client lists only active pricelists', async () => {
    const answer = await test.app.inject({
      url: '/api/pricelists?range=[0,499]',
      headers: headers.client,
    });
    const lists = answer.json() as { active: boolean }[];
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((list) => list.active)).toBe(true);
  });

  it('an outfitter sees only themselves among the outfitters', async () => {
    const answer = await test.app.inject({
      url: '/api/outfitters',
      headers: headers.huntingOutfitter,
    });
    expect(answer.json().map((one: { id: string }) => one.id)).toEqual([outfitterId]);
  });
});
