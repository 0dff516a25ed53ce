import type { ErrorKey } from '../../server/http/errorText';
import { HttpError } from '../../server/http/httpError';

interface PgErrorLike {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The PostgreSQL error under drizzle's wrapper, from PGlite and node-postgres alike. */
function pgError(error: unknown): PgErrorLike | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * Turns a constraint the database refused into the API's 4xx answer; anything else is rethrown.
 * @example try { await write() } catch (error) { throw asHttpError(error, store.uniqueMessages) }
 */
export function asHttpError(
  error: unknown,
  uniqueMessages: Readonly<Record<string, ErrorKey>> = {},
): unknown {
  if (error instanceof HttpError) return error;
  const pg = pgError(error);
  const constraint = pg?.constraint ?? '';
  switch (pg?.code) {
    case '23505':
      return new HttpError(409, uniqueMessages[constraint] ?? 'errors.records.duplicate');
    case '23503':
      return new HttpError(409, 'errors.records.inUse');
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return new HttpError(400, 'errors.records.valuesNotValid');
    default:
      return error;
  }
}
