import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';
import type { DateSettings } from './dateSettings';

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

  it("writes a moment with its time in the studio's time zone, Johannesburg by default", () => {
    expect(formatDate('2026-05-15T10:05:00Z', 'en', 'dateTime')).toBe('15 May 2026 at 12:05');
    expect(formatDate('2026-05-15T10:05:00Z', 'fr', 'dateTime')).toBe('15 mai 2026 à 12:05');
  });

  it("follows the studio's settings: each language's locale and the moments' time zone", () => {
    const canadian: DateSettings = {
      locales: { en: 'en-CA', fr: 'fr-CA' },
      timeZone: 'America/Toronto',
    };
    expect(formatDate('2026-05-15', 'en', 'day', canadian)).toBe('May 15, 2026');
    expect(formatDate('2026-05-15', 'fr', 'day', canadian)).toBe('15 mai 2026');
    // 02:30 UTC is still the evening before in Toronto; a day stays the UTC day it was stored as.
    expect(formatDate('2026-05-15T02:30:00Z', 'fr', 'dateTime', canadian)).toBe(
      '14 mai 2026 à 22 h 30',
    );
    expect(formatDate('2026-05-15T02:30:00Z', 'en', 'day', canadian)).toBe('May 15, 2026');
  });
});
