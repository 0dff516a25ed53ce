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
  pack: 'Dossier du transitaire',
  packSend: 'Envoyer le dossier au transitaire',
  packRevoke: 'Révoquer le lien',
  packNone: 'Aucun lien envoyé',
  packOpen: "Lien envoyé à %{email} le %{sent} ; valable jusqu'au %{expires}",
  packExpired: 'Lien envoyé à %{email} le %{sent} ; expiré le %{expires}',
  packRevoked: 'Lien envoyé à %{email} le %{sent} ; révoqué le %{revoked}',
  packNoEmail: "Saisissez l'e-mail du transitaire pour envoyer le dossier",
  packSent: 'Le dossier a été envoyé à %{email}',
  packWithdrawn: 'Le lien a été révoqué',
  packUses: 'Utilisations',
  packNoUses: 'Pas encore ouvert',
  packUsePage: '%{at} : page consultée depuis %{ip}',
  packUseZip: '%{at} : zip téléchargé depuis %{ip}',
};
