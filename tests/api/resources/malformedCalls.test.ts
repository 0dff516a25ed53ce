import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceList } from '../../../resources/resourceList';
import type { Headers } from '../../support/resourceSamples';
import { signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';

// The write calls beside the resources' own (sign-in, account, workflow moves, quotes from IRs,
// TLS exports, link confirmations), read from the API's own description so a new call is fuzzed
// too: whatever the body (NUL bytes, lone surrogates, huge and nested values), never a 5xx, and a
// refused call leaves every table as it was. The resources' POST and PUT and the link by e-mail
// have their own fuzz (malformedBodies.test.ts).

// Counters of calls and failed sign-ins: a refusal may count, as a limit must.
const COUNTERS = new Set(['rate_limit_counters', 'sign_in_addresses']);
// Mail is delivered after the commit, in the background (docs/settings.md#mail-delivery): an
// accepted call's mail changes its row later, so only the number of mails is compared.
const contentOf = (name: string) =>
  name === 'mail_outbox'
    ? 'count(*)::text'
    : `md5(coalesce(string_agg(t::text, ',' order by t::text), ''))`;

let test: TestApp;
let admin: Headers;
/** One query that hashes every table's whole content. */
let everyTable: SQL;

interface Operation {
  method: string;
  path: string;
  fields: string[];
}
let operations: Operation[] = [];

const resourceWrites = new Set(
  resourceList.flatMap((definition) => [
    `post /api/${definition.route}`,
    `put /api/${definition.route}/{id}`,
  ]),
);
resourceWrites.add('put /api/clients/link');

beforeAll(async () => {
  test = await createTestApp();
  admin = await signIn(test.app, 'admin@example.com');
  const tables = (
    await rowsOf<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !COUNTERS.has(name));
  everyTable = sql.raw(
    tables
      .map((name) => `select '${name}' as name, ${contentOf(name)} as hash from "${name}" t`)
      .join(' union all '),
  );
  const description = (await test.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }
      >
    >;
  };
  operations = Object.entries(description.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method, operation]) => {
        const json = operation.requestBody?.content?.['application/json'];
        return json && method !== 'get' && !resourceWrites.has(`${method} ${path}`);
      })
      .map(([method, operation]) => ({
        method,
        path,
        fields: Object.keys(
          operation.requestBody!.content!['application/json']!.schema?.properties ?? {},
        ),
      })),
  );
});
afterAll(() => test.close());

// Both drivers answer execute() with { rows }; the shared Db type leaves the result unknown.
async function rowsOf<T>(statement: SQL): Promise<T[]> {
  return ((await test.database.db.execute(statement)) as { rows: T[] }).rows;
}

async function databaseState() {
  const rows = await rowsOf<{ name: string; hash: string }>(everyTable);
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}

/** A real record's id for `{id}`, so only the body can stop the call: the first the admin lists. */
async function realPath(path: string) {
  if (!path.includes('{id}')) return path;
  const collection = path.slice(0, path.indexOf('/{id}'));
  const listed = await test.app.inject({ url: collection, headers: admin });
  const first = listed.statusCode === 200 ? (listed.json() as { id: string }[])[0] : undefined;
  return path.replace('{id}', first?.id ?? crypto.randomUUID());
}

const text = fc.oneof(
  fc.string({ unit: 'binary' }).map((value) => `${value}\u0000`),
  fc.string({ unit: 'binary' }),
  fc.string({ minLength: 20_000, maxLength: 40_000 }),
);
const nested = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, text, fc.array(tie('value')), fc.object()),
})).value;

/** Anything at all, or the call's own fields each holding something odd. */
const bodies = (fields: string[]) =>
  fc.oneof(
    fc.anything(),
    fc.dictionary(fc.string(), fc.jsonValue()),
    fc.record(Object.fromEntries(fields.map((field) => [field, fc.oneof(text, nested)])), {
      requiredKeys: [],
    }),
  );

describe('every other write call, fed what it should refuse', () => {
  it('lists the calls it fuzzes', () => {
    const names = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'post /api/auth/login',
        'put /api/clients/account/password',
        'post /api/orders/{id}/transitions',
        'post /api/instruction-registers/{id}/quote',
        'post /api/tls-exports',
      ]),
    );
  });

  it('never answers 5xx, and a refusal changes no table', { timeout: 600_000 }, async () => {
    // The state after the last call: an accepted call's changes are the next call's baseline.
    let state = await databaseState();
    for (const operation of operations) {
      const url = await realPath(operation.path);
      await fc.assert(
        fc.asyncProperty(bodies(operation.fields), async (body) => {
          const answer = await test.app.inject({
            method: operation.method.toUpperCase() as 'POST' | 'PUT',
            url,
            headers: { ...admin, 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
          });
          const where = `${operation.method} ${url}: ${answer.statusCode} ${answer.body.slice(0, 200)}`;
          expect(answer.statusCode, where).toBeLessThan(500);
          const after = await databaseState();
          if (answer.statusCode >= 400) expect(after, where).toEqual(state);
          state = after;
        }),
        { numRuns: 15 },
      );
    }
  });
});
