import { species } from './definition';
import { species as speciesTable } from './table';
import { serverResource } from '../../engine/server/serverResource';

export const speciesServer = serverResource(species, {
  table: speciesTable,
  uniqueMessages: { species_scientific_name_key: 'errors.records.speciesTaken' },
});
