import type { texts as english } from './texts.en';

/** `resources.farms` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: 'Ferme de chasse |||| Fermes de chasse',
  fields: {
    name: 'Nom',
    region: 'Région',
    country: 'Pays',
    contact: 'Contact',
    latitude: 'Latitude',
    longitude: 'Longitude',
  },
};
