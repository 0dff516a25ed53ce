import { trophyTypes } from '../../../resources/trophyTypes';
import * as tables from '../db/schema';
import { serverResource } from '../engine/serverResource';

export const trophyTypesServer = serverResource(trophyTypes, {
  table: tables.trophyTypes,
  uniqueMessages: { trophy_types_name_key: 'errors.records.trophyTypeTaken' },
});
