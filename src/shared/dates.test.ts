import { describe, expect, it } from 'vitest';
import { formatDay } from './dates';

describe('formatDay (docs/languages.md#formats)', () => {
  it("writes the day in the reader's language, English by default", () => {
    const day = new Date('2026-03-01T10:00:00Z');
    expect(formatDay(day)).toBe('March 1, 2026');
    expect(formatDay(day, 'fr')).toBe('1 mars 2026');
  });

  it('keeps the UTC day whatever the time', () => {
    expect(formatDay(new Date('2026-03-01T23:59:59Z'), 'fr')).toBe('1 mars 2026');
  });
});
