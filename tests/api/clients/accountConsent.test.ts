import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientOutfitters, clients } from '../../../src/features/clients/table';
import { tokenOf } from '../../support/accountTokens';
import { linkByEmail } from '../../support/clientLinks';
import { waitForMail } from '../../support/outbox';
import { createRecord, sampleBody, type Headers } from '../../support/resourceSamples';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

// docs/domain.md#clients: an outfitter's new client record never joins an existing account by
// itself; an address with an account answers like a client's, and linking it asks the holder.
describe('an outfitter and addresses that have an account', () => {
  const ctx = useTestApp();
  let outfitter: Headers;
  let admin: Headers;

  beforeAll(async () => {
    outfitter = await signIn(ctx.test.app, 'outfitter@example.com');
    admin = await signIn(ctx.test.app, 'admin@example.com');
    await createRecord(ctx.test.app, admin, 'users', {
      ...sampleBody('users', { roles: ['client'] }),
      email: 'invited.client@example.com',
    });
  });

  const recordOf = async (email: string) =>
    (await ctx.test.database.db.select().from(clients).where(eq(clients.email, email)))[0];
  const create = (email: string) =>
    ctx.test.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: outfitter,
      payload: sampleBody('clients', { email }),
    });

  it('creating a client for an account without a record answers 409 like a client’s address, and writes nothing', async () => {
    const client = await create('client@example.com');
    expect(client.statusCode).toBe(409);
    for (const email of [
      'incomplete@example.com',
      'unverified@example.com',
      'invited.client@example.com',
      'admin@example.com',
    ]) {
      const answer = await create(email);
      expect([email, answer.statusCode, answer.body]).toEqual([email, 409, client.body]);
      expect([email, await recordOf(email)]).toEqual([email, undefined]);
    }
  });

  it('nor does changing a client’s e-mail to such an address join the account', async () => {
    await createRecord(ctx.test.app, admin, 'users', {
      ...sampleBody('users', { roles: ['client'] }),
      email: 'moved.into@example.com',
    });
    const own = await createRecord(ctx.test.app, outfitter, 'clients', sampleBody('clients'));
    const moved = await ctx.test.app.inject({
      method: 'PUT',
      url: `/api/clients/${own.id}`,
      headers: outfitter,
      payload: { ...own, email: 'moved.into@example.com' },
    });
    expect(moved.statusCode).toBe(409);
    expect((await recordOf(own.email as string))?.userId).toBeNull();
    expect(await recordOf('moved.into@example.com')).toBeUndefined();
  });

  it('linking the address asks the holder: nothing is read before they confirm, even once their profile is complete', async () => {
    const unknown = await linkByEmail(ctx.test.app, outfitter, 'nobody.here@example.org');
    const asked = await linkByEmail(ctx.test.app, outfitter, 'incomplete@example.com');
    expect([asked.statusCode, asked.body]).toEqual([202, unknown.body]);
    const record = (await recordOf('incomplete@example.com'))!;
    expect(record.userId).toBeTruthy();
    const links = ctx.test.database.db
      .select()
      .from(clientOutfitters)
      .where(eq(clientOutfitters.clientId, record.id));
    expect(await links).toEqual([]);

    const holder = await signIn(ctx.test.app, 'incomplete@example.com');
    const completed = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/clients/complete',
      headers: holder,
      payload: {
        firstName: 'Ida',
        lastName: 'Incomplete',
        phone: '+27 21 555 0199',
        address: { line1: '9 Private Lane', city: 'Stellenbosch', country: 'ZA' },
      },
    });
    expect(completed.statusCode).toBe(200);
    const read = () =>
      ctx.test.app.inject({ url: `/api/clients/${record.id}`, headers: outfitter });
    expect((await read()).statusCode).toBe(404);

    const mail = await waitForMail(ctx.test.config.DATA_DIR, 'incomplete@example.com', /asks/);
    const confirmed = await ctx.api.post('/api/client-link-requests/confirm', {
      payload: { token: tokenOf(mail.links[0]!) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await read()).json()).toMatchObject({ phone: '+27 21 555 0199', city: 'Stellenbosch' });
  });
});
