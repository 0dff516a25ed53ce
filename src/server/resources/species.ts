import { species } from '../../../resources/species';
import * as tables from '../db/schema';
import { serverResource } from '../engine/serverResource';

export const speciesServer = serverResource(species, {
  table: tables.species,
  uniqueMessages: { species_scientific_name_key: 'errors.records.speciesTaken' },
});
