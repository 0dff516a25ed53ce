import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate (docs/languages.md#formats)', () => {
  it("writes the day in the reader's language, English as South Africa does, by default", () => {
    const day = new Date('2026-05-15T10:00:00Z');
    expect(formatDate(day)).toBe('15 May 2026');
    expect(formatDate('2026-05-15', 'en')).toBe('15 May 2026');
    expect(formatDate(day, 'fr')).toBe('15 mai 2026');
  });

  it('keeps the UTC day whatever the time', () => {
    expect(formatDate(new Date('2026-03-01T23:59:59Z'), 'fr')).toBe('1 mars 2026');
  });

  it('writes a moment with its time, never US style', () => {
    const moment = formatDate('2026-05-15T10:05:00Z', 'en', 'dateTime');
    expect(moment).toMatch(/^15 May 2026 at \d\d:\d\d$/);
    expect(formatDate('2026-05-15T10:05:00Z', 'fr', 'dateTime')).toMatch(/^15 mai 2026/);
  });
});
