import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.orders` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Order |||| Orders',
  drawer: 'Client Orders',
  fields: {
    number: 'Number',
    clientId: 'Client',
    outfitterId: 'Outfitter',
    phId: 'PH',
    pricelistId: 'Pricelist',
    currency: 'Currency',
    status: 'Status',
    totals: 'Totals',
    createdAt: 'Created at',
    updatedAt: 'Updated at',
    discountBp: 'Discount',
    vatRateBp: 'VAT rate',
    depositBp: 'Deposit',
    lines: 'Lines',
    'lines.speciesId': 'Species',
    'lines.trophyTypeId': 'Trophy type',
    'lines.quantity': 'Quantity',
    'lines.unitPriceMinor': 'Unit price',
    'lines.instruction': "Hunter's instruction",
  },
} satisfies ResourceTexts;
