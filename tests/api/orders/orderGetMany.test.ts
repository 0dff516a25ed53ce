import { describe, expect, it } from 'vitest';
import { signIn } from '../../support/signIn';
import { useTestApp } from '../../support/useTestApp';

// react-admin's getMany (a document's order, an order picker's value) asks the orders list for
// ids: it answers those orders the user may read, and no others.

const ctx = useTestApp();
const list = (headers: Record<string, string>, filter: object) =>
  ctx.test.app.inject({
    url: `/api/orders?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    headers,
  });
const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

describe('GET /api/orders with filter id', () => {
  it("answers the asked orders among the user's own", async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    const client = await signIn(ctx.test.app, 'client@example.com');
    const every = (await list(admin, {})).json() as { id: string }[];
    const hers = (await list(client, {})).json() as { id: string }[];
    const asked = every.slice(0, 6).map((row) => row.id);
    const answer = await list(client, { id: asked });
    expect(answer.statusCode).toBe(200);
    expect(ids(answer.json())).toEqual(ids(hers.filter((row) => asked.includes(row.id))));
    expect(ids((await list(admin, { id: asked })).json())).toEqual([...asked].sort());
  });

  it('refuses (400) an id that is not a UUID', async () => {
    const admin = await signIn(ctx.test.app, 'admin@example.com');
    expect((await list(admin, { id: ['nope'] })).statusCode).toBe(400);
  });
});
