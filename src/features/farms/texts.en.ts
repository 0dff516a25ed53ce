import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.farms` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Farm |||| Farms',
  fields: {
    name: 'Name',
    region: 'Region',
    country: 'Country',
    contact: 'Contact',
    latitude: 'Latitude',
    longitude: 'Longitude',
  },
} satisfies ResourceTexts;
