import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.shipments` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Shipment |||| Shipments',
  fields: {
    number: 'Shipment',
    reference: 'Shipment',
    freightAgent: 'Freight agent',
    freightAgentEmail: "Freight agent's e-mail",
    freightAgentLanguage: "Freight agent's language",
    airline: 'Airline',
    airWaybill: 'Air waybill',
    handedOverOn: 'Handed over on',
    shippedOn: 'Shipped on',
    crateCount: 'Crates',
  },
} satisfies ResourceTexts;
