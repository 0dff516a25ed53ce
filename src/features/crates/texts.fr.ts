import type { texts as english } from './texts.en';

/** `resources.crates` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: 'Caisse |||| Caisses',
  fields: {
    number: 'Caisse',
    reference: 'Caisse',
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
    packedLines: 'Contenu',
    phIds: 'Chasseurs professionnels',
    balanceReason: 'Raison d’emballer avant le paiement du solde',
  },
  packingList: 'Liste de colisage',
  packingListMaking: 'Préparation de la liste de colisage…',
  packingListFailed: "La liste de colisage n'a pas pu être préparée",
  linesHelp:
    "Lignes prêtes pour l'export, les plus anciennes d'abord ; une caisse ne contient que les lignes de son client",
  noLinesReady: "Aucune ligne n'est prête pour l'export",
  volumetric: 'Poids volumétrique : %{weight} kg (longueur × largeur × hauteur ÷ %{divisor})',
  empty: "Rien n'est encore emballé",
  onOrder: 'Caisse %{crate}',
  waybill: 'Lettre de transport aérien %{waybill}',
  shippedOn: 'expédiée le %{date}',
  handedOverOn: 'chez le transitaire depuis le %{date}',
};
