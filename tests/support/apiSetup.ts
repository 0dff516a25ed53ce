import { afterAll, beforeAll, expect } from 'vitest';

// docs/api.md#one-query-at-a-time: pg queues a query sent to a connection that is still running one
// and warns, once a process; pg 9 refuses it. A test file whose code does that fails here.
const BUSY_CONNECTION = 'when the client is already executing a query';
const busy: string[] = [];
const onWarning = (warning: Error) => {
  if (warning.message.includes(BUSY_CONNECTION)) busy.push(warning.stack ?? warning.message);
};

beforeAll(() => {
  process.on('warning', onWarning);
});

afterAll(() => {
  process.off('warning', onWarning);
  expect(busy, 'queries sent to a connection that was still running one').toEqual([]);
});
