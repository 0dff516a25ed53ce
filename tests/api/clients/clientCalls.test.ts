import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, sampleBody, type Headers } from '../../support/resourceSamples';
import { signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';

let test: TestApp;
let outfitter: Headers;
let outfitterId: string;

beforeAll(async () => {
  test = await createTestApp();
  outfitter = await signIn(test.app, 'outfitter@example.com');
  outfitterId = (await test.app.inject({ url: '/api/clients/profile', headers: outfitter })).json()
    .id;
});
afterAll(() => test.close());

const link = (email: string, headers = outfitter) =>
  test.app.inject({ method: 'PUT', url: '/api/clients/link', headers, payload: { email } });

describe('the clients calls: create links to the outfitter, link by e-mail', () => {
  it('POST api/clients by an outfitter links the new client to them, whatever the body says', async () => {
    const created = await createRecord(
      test.app,
      outfitter,
      'clients',
      sampleBody('clients', { outfitterIds: [] }),
    );
    expect(created.outfitterIds).toEqual([outfitterId]);
    const listed = await test.app.inject({ url: '/api/clients?range=[0,499]', headers: outfitter });
    expect(listed.json().map((client: { id: string }) => client.id)).toContain(created.id);
  });

  it('an outfitter editing their client cannot drop or add outfitter links', async () => {
    const created = await createRecord(test.app, outfitter, 'clients', sampleBody('clients'));
    const answer = await test.app.inject({
      method: 'PUT',
      url: `/api/clients/${created.id}`,
      headers: outfitter,
      payload: { ...created, notes: 'Prefers sea freight', outfitterIds: [] },
    });
    expect(answer.json()).toMatchObject({
      notes: 'Prefers sea freight',
      outfitterIds: [outfitterId],
    });
  });

  it('PUT api/clients/link links an existing client by e-mail (any case), once', async () => {
    const before = await test.app.inject({ url: '/api/clients', headers: outfitter });
    expect(before.json().map((c: { email: string }) => c.email)).not.toContain(
      'sofia.caza@example.com',
    );
    const linked = await link('Sofia.Caza@example.com');
    expect(linked.statusCode).toBe(200);
    expect(linked.json().outfitterIds).toEqual([outfitterId]);
    expect((await link('sofia.caza@example.com')).statusCode).toBe(200);
    const after = await test.app.inject({ url: '/api/clients', headers: outfitter });
    expect(after.json().map((c: { email: string }) => c.email)).toContain('sofia.caza@example.com');
  });

  it('linking an e-mail with no client answers 404; a bad e-mail 400; a non-outfitter 403', async () => {
    expect((await link('nobody@example.org')).statusCode).toBe(404);
    expect((await link('not an e-mail')).statusCode).toBe(400);
    const liaison = await signIn(test.app, 'liaison@example.com');
    expect((await link('sofia.caza@example.com', liaison)).statusCode).toBe(403);
  });

  it('creating a client whose e-mail exists answers 409 and suggests linking', async () => {
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: outfitter,
      payload: sampleBody('clients', { email: 'henry.hunter@example.com' }),
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/link/);
  });
});

describe('API description', () => {
  it('serves OpenAPI at /api/openapi.json with every resource route, and a page at /api/docs', async () => {
    const spec = (await test.app.inject({ url: '/api/openapi.json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/species',
        '/api/species/{id}',
        '/api/clients/link',
        '/api/users',
      ]),
    );
    expect(spec.paths['/api/species'].post.requestBody).toBeDefined();
    const docs = await test.app.inject({ url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toMatch(/swagger/i);
  });
});
