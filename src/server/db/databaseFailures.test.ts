import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, loggableError } from './databaseFailures';

const failedQuery = (cause: unknown) =>
  new DrizzleQueryError(
    'insert into users (password_hash) values ($1)',
    ['$argon2id$secret'],
    cause as Error,
  );

describe('database failures', () => {
  it.each([
    ['a query the driver gave up on', new Error('Query read timeout')],
    ['a connection that never opened', new Error('timeout exceeded when trying to connect')],
    ['a refused connection', Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })],
    ['a server shutting down', Object.assign(new Error('terminating'), { code: '57P01' })],
    [
      'a statement past statement_timeout',
      Object.assign(new Error('canceling'), { code: '57014' }),
    ],
  ])("%s means the database is unavailable, under drizzle's wrapper too", (_, cause) => {
    expect(isDatabaseUnavailable(cause)).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(cause))).toBe(true);
  });

  it('a refused value is not unavailability', () => {
    const nul = Object.assign(new Error('invalid byte sequence'), { code: '22021' });
    expect(isDatabaseUnavailable(failedQuery(nul))).toBe(false);
  });

  it('a failed query is logged with its SQL and cause, never its parameters', () => {
    const logged = loggableError(failedQuery(new Error('boom'))) as Error;
    expect(logged.message).toContain('insert into users');
    expect(`${logged.message}${logged.stack}`).not.toContain('argon2id');
    expect((logged.cause as Error).message).toBe('boom');
  });
});
