import type { texts as english } from './texts.en';

/** `resources.species` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: 'Espèce |||| Espèces',
  citesAppendix: { none: 'Aucune' },
  fields: {
    commonName: 'Nom commun',
    scientificName: 'Nom scientifique',
    family: 'Famille',
    citesAppendix: 'Annexe CITES',
    topsListed: 'Liste TOPS',
    imageUrl: 'Image',
  },
};
