import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { species } from '../../src/features/species/table';
import { MAX_JSON_DEPTH } from '../../src/server/plugins/everyCall';
import { ORIGIN, signIn } from '../support/signIn';
import { useTestApp } from '../support/useTestApp';

// docs/api.md#statuses: JSON nested past the bound answers 400 before any code walks it, with or
// without a session, on calls that take no body as on those that do (20 KB of `[` was a 500).
const TEN_THOUSAND_DEEP = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

describe('JSON nested 10,000 levels deep', () => {
  const ctx = useTestApp();
  const someId = '00000000-0000-4000-8000-000000000000';
  const calls = [
    ['POST', '/api/auth/logout'],
    ['POST', '/api/auth/refresh'],
    ['POST', `/api/tls-api-keys/${someId}/revoke`],
    ['DELETE', `/api/species/${someId}`],
  ] as const;

  it.each(calls)('%s %s answers 400 before sign-in', async (method, url) => {
    const answer = await ctx.test.app.inject({
      method,
      url,
      headers: { ...ORIGIN, 'content-type': 'application/json' },
      payload: TEN_THOUSAND_DEEP,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('The request nests its values too deeply');
  });

  it('answers 400 to an admin deleting a species, and deletes nothing', async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const [first] = (await ctx.test.app.inject({ url: '/api/species', headers: admin })).json();
    const before = await ctx.test.database.db.select({ n: count() }).from(species);
    const answer = await ctx.test.app.inject({
      method: 'DELETE',
      url: `/api/species/${first.id}`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: TEN_THOUSAND_DEEP,
    });
    expect(answer.statusCode).toBe(400);
    expect(await ctx.test.database.db.select({ n: count() }).from(species)).toEqual(before);
  });

  it('answers 400 to such JSON in the query of a call that reads none', async () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const answer = await ctx.test.app.inject({
      method: 'POST',
      url: `/api/auth/logout?filter=${deep}`,
      headers: ORIGIN,
    });
    expect(answer.statusCode).toBe(400);
  });

  it('reads JSON nested up to the bound as usual', async () => {
    const login = (depth: number) =>
      ctx.test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...ORIGIN, 'content-type': 'application/json' },
        payload: `{"email":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`,
      });
    expect((await login(MAX_JSON_DEPTH)).json().message).toBe('Some fields are not valid');
    expect((await login(MAX_JSON_DEPTH + 1)).json().message).toBe(
      'The request nests its values too deeply',
    );
  });
});
