import { pricelists } from '../../../resources/pricelists';
import * as tables from '../db/schema';
import { serverResource } from '../engine/serverResource';

const { pricelistItems } = tables;

// A pricelist's items are child rows, saved with it in one transaction.
export const pricelistsServer = serverResource(pricelists, {
  table: tables.pricelists,
  children: {
    items: {
      table: pricelistItems,
      parent: pricelistItems.pricelistId,
      position: pricelistItems.position,
      fields: ['speciesId', 'trophyTypeId', 'priceMinor', 'productionWeeks'],
    },
  },
});
