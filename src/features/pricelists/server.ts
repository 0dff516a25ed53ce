import { pricelists } from './definition';
import { pricelists as pricelistsTable, pricelistItems } from './table';
import { serverResource } from '../../engine/server/serverResource';

// A pricelist's items are child rows, saved with it in one transaction.
export const pricelistsServer = serverResource(pricelists, {
  table: pricelistsTable,
  children: {
    items: {
      table: pricelistItems,
      parent: pricelistItems.pricelistId,
      position: pricelistItems.position,
      fields: ['speciesId', 'trophyTypeId', 'priceMinor', 'productionWeeks'],
    },
  },
});
