// docs/notifications.md#weekly-digest: every digest goes out on Monday at 06:00 UTC (08:00 in
// South Africa, before the studio's day starts), so a reader's week is the same whichever day its
// first news came.
const DIGEST_WEEKDAY = 1;
const DIGEST_HOUR_UTC = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first digest time strictly after `now`.
 * @example nextDigestAt(new Date('2026-11-29T12:00:00Z')) // 2026-11-30T06:00:00Z (a Monday)
 */
export function nextDigestAt(now: Date): Date {
  const today = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC),
  );
  const daysAhead = (DIGEST_WEEKDAY - today.getUTCDay() + 7) % 7;
  const candidate = new Date(today.getTime() + daysAhead * DAY_MS);
  return candidate > now ? candidate : new Date(candidate.getTime() + 7 * DAY_MS);
}

/** The weekly digest's job kind (docs/jobs.md): one job per reader and week. */
export const WEEKLY_DIGEST_JOB = 'weeklyDigest';
