import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkClientBodySchema } from '../../../src/features/clients/definition';
import { resourceList, type ResourceName } from '../../../src/features/resourceList';
import { auditLog } from '../../../src/server/db/schema/audit';
import { clients } from '../../../src/features/clients/table';
import { pricelistItems } from '../../../src/features/pricelists/table';
import { species } from '../../../src/features/species/table';
import { users } from '../../../src/features/users/table';
import { sampleBody, type Headers } from '../../support/resourceSamples';
import { signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';

// Every write route, fed bodies its schema refuses: every answer is a 4xx with a JSON message, and
// the database is as it was.

let test: TestApp;
let admin: Headers;
let outfitter: Headers;

beforeAll(async () => {
  test = await createTestApp();
  admin = await signIn(test.app, 'admin@example.com');
  outfitter = await signIn(test.app, 'outfitter@example.com');
});
afterAll(() => test.close());

async function databaseState() {
  const counts = await Promise.all(
    [auditLog, clients, pricelistItems, species, users].map(async (table) => {
      const [row] = await test.database.db.select({ n: count() }).from(table);
      return row!.n;
    }),
  );
  return counts.join('/');
}

/** The body as the server receives it: JSON has no NaN or Infinity (null) and drops undefined. */
const sent = (body: unknown): unknown => {
  const text = JSON.stringify(body);
  return text === undefined ? undefined : JSON.parse(text);
};

/** A valid body with one field replaced by anything, or anything at all, as the server receives it. */
const bodies = (valid: Record<string, unknown>) =>
  fc
    .oneof(
      fc.anything(),
      fc
        .record({ key: fc.constantFrom(...Object.keys(valid), 'version'), value: fc.anything() })
        .map(({ key, value }) => ({
          ...valid,
          [key]: value,
        })),
      fc.dictionary(fc.string(), fc.jsonValue()),
    )
    .map(sent);

async function expectRefused(method: 'POST' | 'PUT', url: string, headers: Headers, body: unknown) {
  const answer = await test.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body) ?? 'undefined',
  });
  expect(answer.statusCode).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode).toBeLessThan(500);
  expect(typeof answer.json().message).toBe('string');
}

describe.each(resourceList.map((definition) => [definition.name, definition] as const))(
  '%s write routes refuse malformed bodies',
  (name, definition) => {
    it('POST and PUT answer 4xx with a JSON message and change nothing', async () => {
      const before = await databaseState();
      const [existing] = (await test.app.inject({ url: `/api/${name}`, headers: admin })).json();
      const valid = sampleBody(name as ResourceName);
      await fc.assert(
        fc.asyncProperty(
          bodies(valid).filter((body) => !definition.create.safeParse(body).success),
          (body) => expectRefused('POST', `/api/${name}`, admin, body),
        ),
        { numRuns: 40 },
      );
      await fc.assert(
        fc.asyncProperty(
          bodies({ ...existing, version: existing.version }).filter(
            (body) => !definition.update.safeParse(body).success,
          ),
          (body) => expectRefused('PUT', `/api/${name}/${existing.id}`, admin, body),
        ),
        { numRuns: 40 },
      );
      expect(await databaseState()).toBe(before);
    });
  },
);

describe('PUT api/clients/link refuses malformed bodies', () => {
  it('answers 4xx with a JSON message and changes nothing', async () => {
    const before = await databaseState();
    await fc.assert(
      fc.asyncProperty(
        bodies({ email: 'sofia.caza@example.com' }).filter(
          (body) => !linkClientBodySchema.safeParse(body).success,
        ),
        (body) => expectRefused('PUT', '/api/clients/link', outfitter, body),
      ),
      { numRuns: 60 },
    );
    expect(await databaseState()).toBe(before);
  });

  it('answers 400 to a body that is not JSON at all', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }).filter((text) => {
          try {
            JSON.parse(text);
            return false;
          } catch {
            return true;
          }
        }),
        async (text) => {
          const answer = await test.app.inject({
            method: 'POST',
            url: '/api/species',
            headers: { ...admin, 'content-type': 'application/json' },
            payload: text,
          });
          expect(answer.statusCode).toBe(400);
          expect(typeof answer.json().message).toBe('string');
        },
      ),
      { numRuns: 30 },
    );
  });
});
