import { studioSettings } from './definition';
import { studioSettings as studioSettingsTable } from './table';
import { serverResource } from '../../engine/server/serverResource';
import { forgetStudioDates } from './server/studioDates';

/**
 * The studio's settings: one row the migration made, so nobody creates or deletes it
 * (docs/payments.md#studio-settings); its logo is a file the row holds (docs/files.md).
 */
export const studioSettingsServer = serverResource(studioSettings, {
  table: studioSettingsTable,
  crud: ['list', 'read', 'update'],
  files: ['logoFileId'],
  // docs/settings.md#studio-dates: the dates' settings are kept a while; a change shows at once.
  hooks: { afterUpdate: forgetStudioDates },
});
