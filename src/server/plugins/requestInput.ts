import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/httpError';

// What a call sends, read once whatever the route: its JSON body, and the text of its body, query
// and path parameters, before a route or check walks them.

// docs/api.md#statuses: no call the portal takes nests anywhere near this deep; a value nested
// deeper is refused before any code walks it (a recursive walk of 10,000 levels overflows the stack).
export const MAX_JSON_DEPTH = 64;

/**
 * Whether a parsed JSON value nests arrays and objects more than `limit` levels deep, found
 * without recursion so the check itself cannot overflow.
 * @example nestedDeeperThan(JSON.parse('[[[]]]'), 2) // true
 */
export function nestedDeeperThan(value: unknown, limit: number = MAX_JSON_DEPTH): boolean {
  const waiting: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = waiting.pop(); next; next = waiting.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= limit) return true;
    for (const item of Object.values(next.value))
      waiting.push({ value: item, depth: next.depth + 1 });
  }
  return false;
}

// PostgreSQL refuses a NUL character in text (a 500 if it got that far), and a lone UTF-16
// surrogate would be stored as U+FFFD, silently changed. Neither is text a person types.
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted path of the first string in `value` that cannot be stored as text, if any. */
function unstorableTextAt(value: unknown, path = ''): string | undefined {
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
// body.
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
 * JSON bodies as Fastify parses them (with its prototype-poisoning guards), except that an empty
 * body reads as no body: common HTTP clients send `content-type: application/json` on every
 * request, also on calls that take none (refresh, logout, resend confirmation). A route that needs
 * a body still refuses the missing one through its schema. A body nested deeper than any call
 * takes answers 400 before a route or check walks it.
 *
 * Then every call's validated body, query and path parameters are checked once: a NUL byte or a
 * broken character answers 400 naming the field (docs/api.md#statuses), and nothing is written.
 * @example await app.register(requestInputPlugin);
 */
export const requestInputPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) done(error, undefined);
      else if (nestedDeeperThan(value)) done(new HttpError(400, 'errors.request.nestedTooDeep'));
      else done(null, value);
    });
  });

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
