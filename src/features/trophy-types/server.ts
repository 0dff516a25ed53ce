import { trophyTypes } from './definition';
import { trophyTypes as trophyTypesTable } from './table';
import { serverResource } from '../../engine/server/serverResource';

export const trophyTypesServer = serverResource(trophyTypes, {
  table: trophyTypesTable,
  uniqueMessages: { trophy_types_name_key: 'errors.records.trophyTypeTaken' },
});
