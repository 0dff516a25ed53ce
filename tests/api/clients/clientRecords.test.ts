import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../../../src/features/clients/table';
import { tokenOf } from '../../support/accountTokens';
import { waitForMail } from '../../support/outbox';
import { createRecord, sampleBody } from '../../support/resourceSamples';
import { cookieHeader, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';
import { demoOrderBody, userId } from '../orders/orderSupport';

// docs/domain.md#clients: a client record and the account of the same person are one.
describe('client records and the accounts they belong to', () => {
  const ctx = useTestApp();
  const admin = () => signIn(ctx.test.app, 'admin@example.com');

  it('a client who signed up and completed their profile can ask for a quote', async () => {
    const credentials = { email: 'selfmade@example.com', password: 'Kudu-horn-on-a-plaque-7' };
    await ctx.api.post('/api/auth/register', {
      payload: { ...credentials, firstName: 'Sam', lastName: 'Selfmade' },
    });
    const mail = await waitForMail(ctx.test.config.DATA_DIR, 'selfmade@example.com', /confirm/);
    await ctx.api.post('/api/auth/confirm-email', {
      payload: { token: tokenOf(mail.links[0]!) },
    });
    // docs/sessions.md#registration: registering signs nobody in; the new client signs in once confirmed.
    const cookie = cookieHeader(await ctx.api.post('/api/auth/login', { payload: credentials }));
    const completed = await ctx.api.post('/api/clients/complete', {
      cookie,
      payload: {
        firstName: 'Sam',
        lastName: 'Selfmade',
        phone: '+27 21 555 0101',
        address: { line1: '1 Main Road', city: 'Windhoek', country: 'NA' },
      },
    });
    expect(completed.statusCode).toBe(200);
    const [record] = await ctx.test.database.db
      .select()
      .from(clients)
      .where(eq(clients.email, 'selfmade@example.com'));
    expect(record).toMatchObject({ firstName: 'Sam', city: 'Windhoek', country: 'NA' });

    const order = await ctx.api.post('/api/orders', {
      cookie,
      payload: { ...(await demoOrderBody(ctx.test.app)), clientId: null },
    });
    expect(order.statusCode).toBe(201);
    expect(order.json().clientId).toBe(record!.id);
  });

  it('an editor cannot change the e-mail of a client who has an account: it is their sign-in', async () => {
    const headers = await admin();
    const [own] = await ctx.test.database.db
      .select()
      .from(clients)
      .where(eq(clients.email, 'client@example.com'));
    const response = await ctx.api.put(`/api/clients/${own!.id}`, {
      cookie: headers.cookie,
      payload: {
        ...sampleBody('clients'),
        firstName: own!.firstName,
        lastName: own!.lastName,
        email: 'outfitter@example.com',
        version: own!.version,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('email');
    const [after] = await ctx.test.database.db
      .select()
      .from(clients)
      .where(eq(clients.id, own!.id));
    expect(after).toMatchObject({ email: 'client@example.com', userId: own!.userId });
  });

  it('the e-mail of a record without an account can still be corrected', async () => {
    const headers = await admin();
    const record = await createRecord(ctx.test.app, headers, 'clients', sampleBody('clients'));
    const response = await ctx.api.put(`/api/clients/${record.id as string}`, {
      cookie: headers.cookie,
      payload: { ...sampleBody('clients'), version: record.version },
    });
    expect(response.statusCode).toBe(200);
  });

  it('links name only hunting outfitters: a collector is refused', async () => {
    const headers = await admin();
    const collector = await userId(ctx.test.app, 'collector@example.com');
    const response = await ctx.api.post('/api/clients', {
      cookie: headers.cookie,
      payload: sampleBody('clients', { outfitterIds: [collector] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('outfitterIds');
    const outfitter = await userId(ctx.test.app, 'outfitter@example.com');
    const linked = await ctx.api.post('/api/clients', {
      cookie: headers.cookie,
      payload: sampleBody('clients', { outfitterIds: [outfitter] }),
    });
    expect(linked.statusCode).toBe(201);
  });
});
