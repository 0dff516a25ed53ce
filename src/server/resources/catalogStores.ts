import { farms as farmDefinition } from '../../../resources/farms';
import { pricelists as pricelistDefinition } from '../../../resources/pricelists';
import { species as speciesDefinition } from '../../../resources/species';
import { trophyTypes as trophyTypeDefinition } from '../../../resources/trophyTypes';
import { farms, pricelistItems, pricelists, species, trophyTypes } from '../db/schema';
import { defineStore } from '../engine/resourceStore';

// The catalogue's records are their tables' columns one to one; only pricelist items need saying.

export const speciesStore = defineStore(speciesDefinition, {
  table: species,
  uniqueMessages: {
    species_scientific_name_key: 'A species with this scientific name already exists',
  },
});

export const trophyTypeStore = defineStore(trophyTypeDefinition, {
  table: trophyTypes,
  uniqueMessages: { trophy_types_name_key: 'A trophy type with this name already exists' },
});

export const pricelistStore = defineStore(pricelistDefinition, {
  table: pricelists,
  children: {
    items: {
      table: pricelistItems,
      parent: pricelistItems.pricelistId,
      position: pricelistItems.position,
      fields: ['speciesId', 'trophyTypeId', 'priceMinor', 'productionWeeks'],
    },
  },
});

export const farmStore = defineStore(farmDefinition, { table: farms });
