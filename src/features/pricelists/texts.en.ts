import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.pricelists` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Pricelist |||| Pricelists',
  fields: {
    name: 'Name',
    currency: 'Currency',
    validFrom: 'Valid from',
    validTo: 'Valid to',
    active: 'Active',
    items: 'Items',
    'items.speciesId': 'Species',
    'items.trophyTypeId': 'Trophy type',
    'items.priceMinor': 'Price (empty: on request)',
    'items.productionWeeks': 'Production weeks',
  },
} satisfies ResourceTexts;
