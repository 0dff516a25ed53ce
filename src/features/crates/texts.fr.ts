import type { texts as english } from './texts.en';

/** `resources.crates` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: 'Caisse |||| Caisses',
  fields: {
    number: 'Caisse',
    clientId: 'Client',
    clientName: 'Client',
    consigneeName: 'Destinataire',
    consigneeAddress: 'Adresse du destinataire',
    lengthCm: 'Longueur (cm)',
    widthCm: 'Largeur (cm)',
    heightCm: 'Hauteur (cm)',
    actualWeightKg: 'Poids réel (kg)',
    volumetricWeightKg: 'Poids volumétrique (kg)',
    currency: 'Devise',
    declaredValueMinor: 'Valeur déclarée',
    insuredValueMinor: 'Valeur assurée',
    shipmentId: 'Expédition',
    orderLineIds: 'Lignes de commande',
    contents: 'Contenu',
    phIds: 'Chasseurs professionnels',
  },
  helper: {
    consignee: 'Laissez vide pour envoyer la caisse au client, à son adresse',
  },
  packingList: 'Liste de colisage',
  onOrder: 'Caisse %{crate}',
  waybill: 'Lettre de transport aérien %{waybill}',
  shippedOn: 'expédiée le %{date}',
  handedOverOn: 'chez le transitaire depuis le %{date}',
};
