import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.crates` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Crate |||| Crates',
  fields: {
    number: 'Crate',
    reference: 'Crate',
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
    packedLines: 'Contents',
    phIds: 'Professional hunters',
    balanceReason: 'Reason to pack before the balance is paid',
  },
  packingList: 'Packing list',
  packingListMaking: 'Making the packing list…',
  packingListFailed: 'The packing list could not be made',
  linesHelp:
    'Lines ready for export, longest waiting first; a crate holds the lines of its client only',
  noLinesReady: 'No line is ready for export',
  volumetric: 'Volumetric weight: %{weight} kg (length × width × height ÷ %{divisor})',
  empty: 'Nothing packed yet',
  onOrder: 'Crate %{crate}',
  waybill: 'Air waybill %{waybill}',
  shippedOn: 'shipped %{date}',
  handedOverOn: 'with the freight agent since %{date}',
} satisfies ResourceTexts;
