import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceList } from '../../../src/features/resourceList';
import { TEMP_PREFIX } from '../../../src/server/files/fileStorage';
import { MAX_JSON_DEPTH } from '../../../src/server/plugins/everyCall';
import { pdfBytes } from '../files/fileSamples';
import type { Headers } from '../../support/resourceSamples';
import { signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';

// The write calls beside the resources' own (sign-in, account, workflow moves, quotes from IRs,
// TLS exports, link confirmations), read from the API's own description so a new call is fuzzed
// too: whatever the body (NUL bytes, lone surrogates, huge and nested values), never a 5xx, and a
// refused call leaves every table as it was. The resources' POST and PUT and the link by e-mail
// have their own fuzz (malformedBodies.test.ts). Every write call at all, with or without a body
// of its own, refuses JSON nested past the bound (docs/api.md#statuses), and the upload refuses
// broken multipart bodies (docs/files.md).

// Counters of calls and failed sign-ins: a refusal may count, as a limit must. Leases come and go
// with background work (the orphan sweep at start), whatever the calls do.
const COUNTERS = new Set(['rate_limit_counters', 'sign_in_addresses', 'leases']);
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
/** The write calls with a JSON body, but the resources' own. */
let operations: Operation[] = [];
/** Every write call the API describes. */
let writes: Operation[] = [];

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
  writes = Object.entries(description.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'get')
      .map(([method, operation]) => ({
        method,
        path,
        fields: Object.keys(
          operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
        ),
      })),
  );
  operations = writes.filter(
    (operation) =>
      description.paths[operation.path]![operation.method]!.requestBody?.content?.[
        'application/json'
      ] && !resourceWrites.has(`${operation.method} ${operation.path}`),
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

// A TLS batch's job moves its orders after the call answers (docs/jobs.md): an accepted call's
// changes are the next call's baseline once no job is left to run.
async function settledState() {
  const busy = sql`select id from jobs where status in ('queued', 'running') limit 1`;
  while ((await rowsOf(busy)).length > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  return databaseState();
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
          state = answer.statusCode >= 400 ? after : await settledState();
        }),
        { numRuns: 15 },
      );
    }
  });
});

/** JSON text nested `depth` levels deep, in arrays or objects; 20 KB of `[` is 10,000 levels. */
const nestedPast = fc
  .record({
    depth: fc.integer({ min: MAX_JSON_DEPTH + 1, max: 12_000 }),
    open: fc.constantFrom('[', '{"a":'),
  })
  .map(({ depth, open }) =>
    open === '['
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${open.repeat(depth)}1${'}'.repeat(depth)}`,
  );

describe('every write call, fed JSON nested past the bound', () => {
  it('lists the calls without a body of their own too', () => {
    const names = writes.map((operation) => `${operation.method} ${operation.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'post /api/auth/logout',
        'post /api/auth/refresh',
        'post /api/tls-api-keys/{id}/revoke',
        'delete /api/species/{id}',
        'post /api/files',
      ]),
    );
  });

  it('answers 400 and changes no table', { timeout: 600_000 }, async () => {
    const state = await databaseState();
    for (const operation of writes) {
      const url = await realPath(operation.path);
      await fc.assert(
        fc.asyncProperty(
          nestedPast,
          fc.constantFrom(undefined, ...operation.fields),
          async (nested, field) => {
            const answer = await test.app.inject({
              method: operation.method.toUpperCase() as 'POST' | 'PUT' | 'DELETE',
              url,
              headers: { ...admin, 'content-type': 'application/json' },
              payload: field ? `{${JSON.stringify(field)}:${nested}}` : nested,
            });
            const where = `${operation.method} ${url}: ${answer.statusCode} ${answer.body.slice(0, 200)}`;
            expect(answer.statusCode, where).toBe(400);
          },
        ),
        { numRuns: 3 },
      );
    }
    expect(await databaseState()).toEqual(state);
  });
});

const boundaryText = fc.stringMatching(/^[\w'()+,./:=?-]{1,80}$/);
const partHead = fc.record(
  {
    name: fc.constantFrom('file', 'other', ''),
    filename: fc.oneof(fc.constant('register.pdf'), fc.string()),
    contentType: fc.constantFrom('application/pdf', 'image/jpeg', 'text/plain'),
    extra: fc.string(),
  },
  { requiredKeys: ['name'] },
);
const partData = fc.oneof(
  fc.constant(pdfBytes('fuzzed')),
  fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)),
);

/** A multipart body as a browser might send it, then spoiled: boundaries that differ or are missing, odd heads, cut anywhere. */
const multipartBodies = fc
  .record({
    boundary: boundaryText,
    declared: fc.oneof(fc.constant('same'), fc.constant('none'), boundaryText),
    parts: fc.array(fc.record({ head: partHead, data: partData }), { maxLength: 3 }),
    closed: fc.boolean(),
    cutAt: fc.option(fc.nat()),
    tail: fc.string({ maxLength: 20 }),
  })
  .map(({ boundary, declared, parts, closed, cutAt, tail }) => {
    const chunks = parts.flatMap(({ head, data }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${head.name}"` +
          (head.filename === undefined ? '' : `; filename="${head.filename}"`) +
          (head.contentType === undefined ? '' : `\r\nContent-Type: ${head.contentType}`) +
          (head.extra === undefined ? '' : `\r\n${head.extra}`) +
          '\r\n\r\n',
      ),
      data,
      Buffer.from('\r\n'),
    ]);
    const whole = Buffer.concat([...chunks, Buffer.from(closed ? `--${boundary}--\r\n` : tail)]);
    const type =
      declared === 'none'
        ? 'multipart/form-data'
        : `multipart/form-data; boundary=${declared === 'same' ? boundary : declared}`;
    return {
      type,
      payload: cutAt === null ? whole : whole.subarray(0, cutAt % (whole.length + 1)),
    };
  });

describe('POST /api/files, fed broken multipart bodies', () => {
  it('never answers 5xx, and a refusal stores nothing', { timeout: 600_000 }, async () => {
    const temporaries = () =>
      test.app.files.storage.listOlderThan(TEMP_PREFIX, new Date(Date.now() + 60_000));
    let state = await databaseState();
    await fc.assert(
      fc.asyncProperty(multipartBodies, async ({ type, payload }) => {
        const answer = await test.app.inject({
          method: 'POST',
          url: '/api/files',
          headers: { ...admin, 'content-type': type },
          payload,
        });
        const where = `${type} ${JSON.stringify(payload.toString('latin1'))}: ${answer.statusCode} ${answer.body.slice(0, 200)}`;
        expect(answer.statusCode, where).toBeLessThan(500);
        const after = await databaseState();
        if (answer.statusCode >= 400) expect(after, where).toEqual(state);
        state = after;
        expect(await temporaries(), where).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
