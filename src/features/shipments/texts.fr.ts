import type { texts as english } from './texts.en';

/** `resources.shipments` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: 'Expédition |||| Expéditions',
  fields: {
    number: 'Expédition',
    reference: 'Expédition',
    freightAgent: 'Transitaire',
    freightAgentEmail: 'E-mail du transitaire',
    freightAgentLanguage: 'Langue du transitaire',
    airline: 'Compagnie aérienne',
    airWaybill: 'Lettre de transport aérien',
    handedOverOn: 'Remise le',
    shippedOn: 'Expédiée le',
    crateCount: 'Caisses',
  },
};
