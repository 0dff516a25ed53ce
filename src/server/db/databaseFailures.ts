import { DrizzleQueryError } from 'drizzle-orm';

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

// PostgreSQL's classes for a server that is going away, busy or unreachable, and a query it cancelled
// (statement_timeout); Node's codes for a connection that failed.
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

// node-postgres says these in words only: its own query and connection timeouts, a dropped socket.
const UNAVAILABLE_MESSAGES =
  /Query read timeout|timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error/;

/** Each error in a chain of causes, outermost first (drizzle wraps the driver's error). */
function* causes(error: unknown): Generator<ErrorLike> {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    yield current as ErrorLike;
    current = (current as ErrorLike).cause;
  }
}

/**
 * Whether a failure means the database cannot answer now (down, frozen, timed out), not that the
 * request was wrong: such a call answers 503 with Retry-After (docs/api.md#error-shape).
 * @example if (isDatabaseUnavailable(error)) reply.code(503).header('retry-after', '5');
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of causes(error)) {
    if (typeof link.code === 'string' && UNAVAILABLE_CODES.has(link.code)) return true;
    if (typeof link.message === 'string' && UNAVAILABLE_MESSAGES.test(link.message)) return true;
  }
  return false;
}

/**
 * What a failed query may put in a log: its SQL and the driver's error, never its parameters
 * (they hold password hashes, e-mail addresses, passport numbers).
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const safe = new Error(`Failed query: ${error.query}`, { cause: error.cause });
  safe.stack = `${safe.message}\n${error.stack?.split('\n').slice(2).join('\n') ?? ''}`;
  return safe;
}
