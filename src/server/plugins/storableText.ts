import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/httpError';
import { nestedDeeperThan } from '../http/jsonDepth';

// PostgreSQL refuses a NUL character in text (a 500 if it got that far), and a lone UTF-16
// surrogate would be stored as U+FFFD, silently changed. Neither is text a person types.
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted path of the first string in `value` that cannot be stored as text, if any. */
export function unstorableTextAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || '_' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    // Keys are stored too (measurements, filters), so they are checked like values.
    if (UNSTORABLE.test(key)) return path ? `${path}.${key}` : key;
    const found = unstorableTextAt(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

// List calls carry JSON in their query (`filter={"q":"..."}`, ra-data-simple-rest), escaped there: the
// characters are only seen once that JSON is read. JSON nested too deep to walk is refused, as in a
// body (jsonBodies.ts).
function withJsonValues(query: unknown): unknown {
  if (query === null || typeof query !== 'object') return query;
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => {
      if (typeof value !== 'string' || !/^\s*[[{"]/.test(value)) return [key, value];
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return [key, value];
      }
      if (nestedDeeperThan(parsed)) throw new HttpError(400, 'errors.request.nestedTooDeep');
      return [key, parsed];
    }),
  );
}

/**
 * Every call's validated body, query and path parameters are checked once, whatever the route:
 * a NUL byte or a broken character answers 400 naming the field (docs/api.md#statuses), and
 * nothing is written.
 */
export const storableTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, withJsonValues(request.query), request.body]) {
      const field = unstorableTextAt(part);
      if (field) {
        throw new HttpError(400, 'errors.request.unstorableText', {
          [field]: 'errors.request.removeControlCharacter',
        });
      }
    }
  });
});
