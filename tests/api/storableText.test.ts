import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resourceList, type ResourceName } from '../../src/features/resourceList';
import { auditLog } from '../../src/server/db/schema/audit';
import { clients } from '../../src/features/clients/table';
import { users } from '../../src/features/users/table';
import { SUPPLIED_BY_CALLER, sampleBody } from '../support/resourceSamples';
import { signIn } from '../support/signIn';
import { useTestApp } from '../support/useTestApp';

// docs/api.md#statuses: a NUL byte or a lone surrogate anywhere in a call answers 400 naming the
// field, never a 500 from the database, and changes nothing.
const NUL = 'Kudu\u0000bull';
const LONE = 'Kudu\uD800bull';

describe('text the database cannot store', () => {
  const ctx = useTestApp();
  const writes = async () => {
    const tables = [auditLog, clients, users];
    const counts = await Promise.all(
      tables.map(
        async (table) => (await ctx.test.database.db.select({ n: count() }).from(table))[0]!.n,
      ),
    );
    return counts.join('/');
  };
  // The resources whose sample body is whole on its own and holds text to spoil.
  const creatable = resourceList
    .map((resource) => resource.name as ResourceName)
    .filter((name) => !(name in SUPPLIED_BY_CALLER))
    .filter((name) => Object.values(sampleBody(name)).some((value) => typeof value === 'string'));

  it.each(creatable)(
    'creating %s with a NUL byte in a text field answers 400 naming it',
    async (name) => {
      const admin = await signIn(ctx.test.app, 'admin@example.com');
      const body = sampleBody(name);
      const field = Object.keys(body).find((key) => typeof body[key] === 'string')!;
      const before = await writes();
      for (const bad of [NUL, LONE]) {
        const response = await ctx.api.post(`/api/${name}`, {
          cookie: admin.cookie,
          payload: { ...body, [field]: bad },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toHaveProperty(field);
      }
      expect(await writes()).toBe(before);
    },
  );

  it.each([
    [
      'put',
      '/api/clients/account/profile',
      { firstName: NUL, lastName: 'Client', phone: '+27 21 555 0100' },
      'firstName',
    ],
    [
      'put',
      '/api/clients/account/address',
      { line1: NUL, city: 'Cape Town', postalCode: '8001', country: 'ZA' },
      'line1',
    ],
  ] as const)(
    '%s %s with a NUL byte answers 400 naming the field',
    async (method, url, payload, field) => {
      const client = await signIn(ctx.test.app, 'client@example.com');
      const before = await writes();
      const response = await ctx.api[method](url, { cookie: client.cookie, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty(field);
      expect(await writes()).toBe(before);
    },
  );

  it('register with a NUL byte in a name answers 400 and makes no account', async () => {
    const before = await writes();
    const response = await ctx.api.post('/api/auth/register', {
      payload: {
        email: 'nul@example.com',
        password: 'Kudu-horn-on-a-plaque-7',
        firstName: NUL,
        lastName: 'L',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('firstName');
    expect(await writes()).toBe(before);
  });

  it.each(['/api/orders', '/api/clients', '/api/species'])(
    'searching %s for a NUL byte answers 400',
    async (url) => {
      const admin = await signIn(ctx.test.app, 'admin@example.com');
      const filter = encodeURIComponent(JSON.stringify({ q: NUL }));
      const response = await ctx.api.get(`${url}?filter=${filter}`, { cookie: admin.cookie });
      expect(response.statusCode).toBe(400);
    },
  );

  it('any text with control or broken characters in a create never answers 5xx nor writes', async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const before = await writes();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...creatable),
        fc.string({ unit: 'binary' }).map((text) => `${text}\u0000`),
        async (name, text) => {
          const body = sampleBody(name);
          const field = Object.keys(body).find((key) => typeof body[key] === 'string')!;
          const response = await ctx.api.post(`/api/${name}`, {
            cookie: admin.cookie,
            payload: { ...body, [field]: text },
          });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    expect(await writes()).toBe(before);
  });
});
