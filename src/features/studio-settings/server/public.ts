import type { StudioSettings } from '../definition';
import type { Db } from '../../../server/db/database';
import { studioSettings } from '../table';

export type { StudioSettings };
export { readStudioDates } from './studioDates';
export { studioDateSettings } from '../studioDateSettings';

/**
 * The studio's one row of settings (docs/payments.md#studio-settings), which a migration always
 * makes; for the quote PDF, new quotes and the payment e-mails.
 * @example const { name, defaultVatRateBp } = await readStudioSettings(tx);
 */
export async function readStudioSettings(db: Db): Promise<StudioSettings> {
  const [row] = await db.select().from(studioSettings).limit(1);
  if (!row) throw new Error('studio_settings has no row: the migrations have not all run');
  const { singleton: _one, createdAt: _made, updatedAt: _changed, ...settings } = row;
  return settings;
}
