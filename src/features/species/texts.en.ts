import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.species` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Species |||| Species',
  citesAppendix: { none: 'None' },
  fields: {
    commonName: 'Common name',
    scientificName: 'Scientific name',
    family: 'Family',
    citesAppendix: 'CITES appendix',
    topsListed: 'TOPS-listed',
    imageUrl: 'Image',
  },
} satisfies ResourceTexts;
