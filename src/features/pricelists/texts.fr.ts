import type { texts as english } from './texts.en';

/** `resources.pricelists` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: 'Liste de prix |||| Listes de prix',
  fields: {
    name: 'Nom',
    currency: 'Devise',
    validFrom: 'Valable du',
    validTo: 'Valable au',
    active: 'Active',
    items: 'Articles',
    'items.speciesId': 'Espèce',
    'items.trophyTypeId': 'Type de trophée',
    'items.priceMinor': 'Prix (vide : sur demande)',
    'items.productionWeeks': 'Semaines de production',
  },
};
