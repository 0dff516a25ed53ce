import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema/audit';
import { clients } from '../../../src/features/clients/table';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

// docs/domain.md#clients: an account save copies onto the client's own record only the contact
// fields it changed, with an audit row saying so; a language switch leaves the record alone.
const ctx = useTestApp();
let cookie: string;
let recordId: string;

const record = async () => {
  const [row] = await ctx.test.app.db.select().from(clients).where(eq(clients.id, recordId));
  return row!;
};
const auditRows = () =>
  ctx.test.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'clients'), eq(auditLog.recordId, recordId)));

beforeAll(async () => {
  cookie = (await signIn(ctx.test.app, 'client@example.com')).cookie;
  // Staff changed the record after the client completed the profile: it no longer matches the account.
  const [own] = await ctx.test.app.db
    .update(clients)
    .set({ phone: '+1 555 0100', country: 'US' })
    .where(eq(clients.email, 'client@example.com'))
    .returning({ id: clients.id });
  recordId = own!.id;
});

describe('the client record beside the account', () => {
  it('is not touched by switching the language there and back: same fields, same version, no audit row', async () => {
    const before = await record();
    const auditBefore = await auditRows();
    for (const language of ['fr', 'en']) {
      const answer = await ctx.api.put('/api/clients/account/language', {
        cookie,
        payload: { language },
      });
      expect(answer.statusCode).toBe(200);
    }
    expect(await record()).toEqual(before);
    expect(await auditRows()).toEqual(auditBefore);
  });

  it('takes only the profile field the user changed, with a new version and an audit row naming it', async () => {
    const before = await record();
    const account = (await ctx.api.get('/api/clients/account', { cookie })).json();
    const answer = await ctx.api.put('/api/clients/account/profile', {
      cookie,
      payload: { firstName: account.firstName, lastName: 'Client-Smith', phone: account.phone },
    });
    expect(answer.statusCode).toBe(200);
    expect(await record()).toEqual({
      ...before,
      lastName: 'Client-Smith',
      version: before.version + 1,
      updatedAt: expect.any(Date),
    });
    const rows = await auditRows();
    expect(rows.at(-1)).toMatchObject({
      action: 'update',
      changes: { lastName: [before.lastName, 'Client-Smith'] },
    });
  });

  it('takes only the address field the user changed, not the whole address', async () => {
    const before = await record();
    const { address } = (await ctx.api.get('/api/clients/account', { cookie })).json();
    const answer = await ctx.api.put('/api/clients/account/address', {
      cookie,
      payload: { ...address, city: 'Stellenbosch' },
    });
    expect(answer.statusCode).toBe(200);
    const after = await record();
    expect(after).toMatchObject({ city: 'Stellenbosch', country: 'US', phone: '+1 555 0100' });
    expect(after.version).toBe(before.version + 1);
    expect((await auditRows()).at(-1)!.changes).toEqual({ city: [before.city, 'Stellenbosch'] });
  });
});
