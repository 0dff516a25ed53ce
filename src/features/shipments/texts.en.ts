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
  pack: "Freight agent's pack",
  packSend: 'Send the pack to the freight agent',
  packRevoke: 'Revoke link',
  packNone: 'No link sent yet',
  packOpen: 'Link sent to %{email} on %{sent}; works until %{expires}',
  packExpired: 'Link sent to %{email} on %{sent}; expired on %{expires}',
  packRevoked: 'Link sent to %{email} on %{sent}; revoked on %{revoked}',
  packNoEmail: "Enter the freight agent's e-mail to send the pack",
  packSent: 'The pack was sent to %{email}',
  packWithdrawn: 'The link was revoked',
  packUses: 'Uses',
  packNoUses: 'Not opened yet',
  packUsePage: '%{at}: page viewed from %{ip}',
  packUseZip: '%{at}: zip downloaded from %{ip}',
} satisfies ResourceTexts;
