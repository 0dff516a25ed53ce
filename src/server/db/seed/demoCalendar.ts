// docs/settings.md#demo-data: the demo tells one story, written as seen on 20 October 2026: orders
// made early that year, one of them shipped a week before, the others promised for the months
// after. Seeded on another day, every date of the story moves by as many days, so whoever starts
// the portal sees what a studio's customers see that day: the shipped order behind them and the
// promised days ahead.

const DAY_MS = 86_400_000;
const STORY_DAY = Date.UTC(2026, 9, 20);

export interface DemoCalendar {
  /** The story's moment, moved to the seed's day; month from 0, as Date.UTC takes it. */
  at(year: number, month: number, day: number, hour?: number): Date;
  /** The story's calendar day (YYYY-MM-DD), moved to the seed's day. */
  day(isoDay: string): string;
}

/**
 * The day `days` after `from` (before it when negative), as YYYY-MM-DD.
 * @example isoDayAfter(new Date('2026-11-30T15:00:00Z'), -30) // '2026-10-31'
 */
export const isoDayAfter = (from: Date, days: number) =>
  new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The story's dates as seen from `today`, moved by whole days so every time of day is kept.
 * @example demoCalendar(new Date()).day('2026-10-14')
 */
export function demoCalendar(today: Date): DemoCalendar {
  const shift = Math.floor((today.getTime() - STORY_DAY) / DAY_MS) * DAY_MS;
  return {
    at: (year, month, day, hour = 0) => new Date(Date.UTC(year, month, day, hour) + shift),
    day: (isoDay) => new Date(Date.parse(isoDay) + shift).toISOString().slice(0, 10),
  };
}
