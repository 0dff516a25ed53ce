import { describe, expect, it } from 'vitest';
import { nextDigestAt } from './digestSchedule';

describe('nextDigestAt', () => {
  it.each([
    ['a Sunday', '2026-11-29T12:00:00Z', '2026-11-30T06:00:00Z'],
    ['a Monday before six', '2026-11-30T05:59:59Z', '2026-11-30T06:00:00Z'],
    ['a Monday at six', '2026-11-30T06:00:00Z', '2026-12-07T06:00:00Z'],
    ['a Monday after six', '2026-11-30T09:00:00Z', '2026-12-07T06:00:00Z'],
    ['a Wednesday, across a month', '2026-12-30T23:00:00Z', '2027-01-04T06:00:00Z'],
  ])('after %s is the next Monday at 06:00 UTC', (_, now, due) => {
    expect(nextDigestAt(new Date(now)).toISOString()).toBe(new Date(due).toISOString());
  });
});
