import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceList } from '../../../src/features/resourceList';
import type { Headers } from '../../support/resourceSamples';
import { signIn } from '../../support/signIn';
import { createTestApp, type TestApp } from '../../support/testApp';

// Every list call (docs/api.md), fed any filter, sort, range and search: text the database cannot
// store (NUL, lone surrogates), huge and deeply nested values. No answer is a 5xx, and what does
// answer 2xx is the usual list (an array with its Content-Range).

let test: TestApp;
let admin: Headers;
let outfitter: Headers;

beforeAll(async () => {
  test = await createTestApp();
  admin = await signIn(test.app, 'admin@example.com');
  outfitter = await signIn(test.app, 'outfitter@example.com');
});
afterAll(() => test.close());

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '%',
    '_',
    '\\',
    "'; drop table users;--",
  ),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const hostileValue = fc.oneof(
  hostileText,
  fc.jsonValue({ maxDepth: 8 }),
  fc.array(hostileText, { maxLength: 30 }),
  fc.integer(),
  fc.double(),
);

/** A query string of any of the list's parameters, each either well-formed JSON or not. */
const listQueries = (fields: readonly string[]) =>
  fc
    .record(
      {
        filter: fc.oneof(
          fc.dictionary(fc.constantFrom(...fields, 'q', 'id', 'nope'), hostileValue, {
            maxKeys: 4,
          }),
          hostileValue,
        ),
        sort: fc.oneof(
          fc.tuple(fc.constantFrom(...fields, 'nope'), fc.constantFrom('ASC', 'DESC', 'x')),
          hostileValue,
        ),
        range: fc.oneof(fc.tuple(fc.integer(), fc.integer()), hostileValue),
      },
      { requiredKeys: [] },
    )
    .map((parts) =>
      new URLSearchParams(
        Object.entries(parts).map(([key, value]) => [
          key,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      ).toString(),
    );

describe.each(resourceList.map((definition) => [definition.name, definition] as const))(
  '%s list call takes malformed queries',
  (name, definition) => {
    it('answers 2xx with a list, or a 4xx with a JSON message; never a 5xx', async () => {
      const fields = [...definition.list.filters, ...definition.list.sortable, 'createdAt'];
      await fc.assert(
        fc.asyncProperty(listQueries(fields), fc.boolean(), async (query, asAdmin) => {
          const answer = await test.app.inject({
            url: `/api/${name}?${query}`,
            headers: asAdmin ? admin : outfitter,
          });
          expect(answer.statusCode, query).toBeLessThan(500);
          if (answer.statusCode < 300) expect(Array.isArray(answer.json())).toBe(true);
          else expect(typeof answer.json().message).toBe('string');
        }),
        { numRuns: 30 },
      );
    });
  },
);
