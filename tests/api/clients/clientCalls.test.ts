import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOutfitters, clients } from '../../../src/features/clients/table';
import { insertOtherOutfitter, linkByEmail } from '../../support/clientLinks';
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

const link = (email: string, headers = outfitter) => linkByEmail(test.app, headers, email);

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

  it('PUT api/clients/link links a client nobody holds by e-mail (any case), once', async () => {
    const before = await test.app.inject({ url: '/api/clients', headers: outfitter });
    expect(before.json().map((c: { email: string }) => c.email)).not.toContain(
      'sofia.caza@example.com',
    );
    const linked = await link('Sofia.Caza@example.com');
    expect(linked.statusCode).toBe(202);
    expect((await link('sofia.caza@example.com')).statusCode).toBe(202);
    const after = await test.app.inject({ url: '/api/clients', headers: outfitter });
    expect(after.json().map((c: { email: string }) => c.email)).toContain('sofia.caza@example.com');
  });

  // docs/domain.md#clients: a client with an account or another outfitter is not linked by e-mail alone,
  // and the answer is the same for every e-mail, a client's or not.
  it('does not link a client of another outfitter nor one with an account, and answers every e-mail alike', async () => {
    const db = test.database.db;
    const otherId = await insertOtherOutfitter(test.database);
    const admin = await signIn(test.app, 'admin@example.com');
    const held = await createRecord(
      test.app,
      admin,
      'clients',
      sampleBody('clients', { email: 'held.client@example.com', outfitterIds: [] }),
    );
    await db.insert(clientOutfitters).values({ clientId: held.id, outfitterId: otherId });
    const [owned] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.email, 'client@example.com'));
    const answers = [
      await link('held.client@example.com'),
      await link('nobody@example.org'),
      await link('sofia.caza@example.com'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe(answers[0]!.body);
    }
    const heldRead = await test.app.inject({ url: `/api/clients/${held.id}`, headers: outfitter });
    expect(heldRead.statusCode).toBe(404);
    const links = await db
      .select({ outfitterId: clientOutfitters.outfitterId })
      .from(clientOutfitters)
      .where(eq(clientOutfitters.clientId, held.id));
    expect(links).toEqual([{ outfitterId: otherId }]);
    // A client with an account, even one no outfitter holds, stays unlinked.
    await db.delete(clientOutfitters).where(eq(clientOutfitters.clientId, owned!.id));
    expect((await link('client@example.com')).body).toBe(answers[0]!.body);
    const ownedLinks = await db
      .select()
      .from(clientOutfitters)
      .where(eq(clientOutfitters.clientId, owned!.id));
    expect(ownedLinks).toEqual([]);
  });

  it('linking a bad e-mail answers 400; a non-outfitter 403', async () => {
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
