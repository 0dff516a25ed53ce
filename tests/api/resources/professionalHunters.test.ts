import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/shared/roles';
import { createRecord, disableUser, sampleBody, type Headers } from '../../support/resourceSamples';
import { DEMO_EMAIL_OF, signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

// docs/roles-and-access.md#per-resource: whoever creates an order picks its PH, so those roles list the PHs, by name only.
const ctx = useTestApp();

// Who may list; a PH lists only themself (the PH on the orders they read).
const LISTS: [Role, number][] = [
  ['client', 200],
  ['huntingOutfitter', 200],
  ['customerLiaison', 200],
  ['admin', 200],
  ['professionalHunter', 200],
  ['collector', 403],
];

interface Row {
  id: string;
  fullName: string;
}

// Argon2 makes a sign-in slow: one per role.
const sessions = new Map<Role, Promise<Headers>>();
const headersOf = (role: Role) => {
  if (!sessions.has(role)) sessions.set(role, signIn(ctx.test.app, DEMO_EMAIL_OF[role]));
  return sessions.get(role)!;
};

const list = async (role: Role) =>
  ctx.test.app.inject({
    url: '/api/professional-hunters?range=[0,499]',
    headers: await headersOf(role),
  });

describe('the professional hunters a quote editor picks from', () => {
  let disabled: { id: string };
  let notPh: { id: string };

  beforeAll(async () => {
    const admin = await headersOf('admin');
    const ph = await createRecord(
      ctx.test.app,
      admin,
      'users',
      sampleBody('users', { roles: ['professionalHunter'] }),
    );
    await disableUser(ctx.test.app, admin, ph);
    disabled = ph;
    notPh = await createRecord(ctx.test.app, admin, 'users', sampleBody('users'));
  });

  it.each(LISTS)('%s: listing answers %i', async (role, status) => {
    expect((await list(role)).statusCode).toBe(status);
  });

  it.each(LISTS.filter(([, status]) => status === 200))(
    '%s gets ids and names only: no e-mail, phone or roles',
    async (role) => {
      const rows = (await list(role)).json() as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(Object.keys(row).sort()).toEqual(['fullName', 'id', 'version']);
      expect(JSON.stringify(rows)).not.toContain('@');
    },
  );

  it('lists the enabled users holding the PH role, and nobody else', async () => {
    const names = ((await list('client')).json() as Row[]).map((row) => row.id);
    const philip = ((await list('professionalHunter')).json() as Row[])[0]!;
    expect(philip.fullName).toBe('Philip Hunter');
    expect(names).toContain(philip.id);
    expect(names).not.toContain(disabled.id);
    expect(names).not.toContain(notPh.id);
  });

  it('a PH lists only themself', async () => {
    const rows = (await list('professionalHunter')).json() as Row[];
    expect(rows.map((row) => row.fullName)).toEqual(['Philip Hunter']);
  });
});
