import type { DateSettings } from '../../../shared/dateSettings';
import type { Db } from '../../../server/db/database';
import { studioDateSettings } from '../studioDateSettings';
import { studioSettings } from '../table';

// docs/settings.md#studio-dates: every signed-in start asks for them with the profile, and they
// change rarely, so each process keeps them a minute; an update through this process forgets them
// at once, one through another process shows here within the minute.
const FRESH_FOR_MS = 60_000;
let kept: { settings: DateSettings; until: number } | undefined;

/**
 * The locales and time zone dates are written in, from the studio's settings.
 * @example formatDate(day, client.language, 'day', await readStudioDates(db))
 */
export async function readStudioDates(db: Db): Promise<DateSettings> {
  if (kept && kept.until > Date.now()) return kept.settings;
  const [row] = await db
    .select({
      country: studioSettings.country,
      timeZone: studioSettings.timeZone,
      englishLocale: studioSettings.englishLocale,
    })
    .from(studioSettings)
    .limit(1);
  if (!row) throw new Error('studio_settings has no row: the migrations have not all run');
  const settings = studioDateSettings(row);
  kept = { settings, until: Date.now() + FRESH_FOR_MS };
  return settings;
}

/** After the settings change, so the next date reads them again. */
export function forgetStudioDates(): void {
  kept = undefined;
}
