import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.crates` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Crate |||| Crates',
  fields: {
    number: 'Crate',
    clientId: 'Client',
    clientName: 'Client',
    consigneeName: 'Consignee',
    consigneeAddress: 'Consignee address',
    lengthCm: 'Length (cm)',
    widthCm: 'Width (cm)',
    heightCm: 'Height (cm)',
    actualWeightKg: 'Actual weight (kg)',
    volumetricWeightKg: 'Volumetric weight (kg)',
    currency: 'Currency',
    declaredValueMinor: 'Declared value',
    insuredValueMinor: 'Insured value',
    shipmentId: 'Shipment',
    orderLineIds: 'Order lines',
    contents: 'Contents',
    phIds: 'Professional hunters',
  },
  helper: {
    consignee: 'Leave empty to send the crate to the client at their address',
  },
  packingList: 'Packing list',
  onOrder: 'Crate %{crate}',
  waybill: 'Air waybill %{waybill}',
  shippedOn: 'shipped %{date}',
  handedOverOn: 'with the freight agent since %{date}',
} satisfies ResourceTexts;
