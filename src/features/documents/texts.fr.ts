import type { texts as english } from './texts.en';

/** `resources.documents` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: 'Document |||| Documents',
  fields: {
    title: 'Titre',
    kind: 'Type',
    number: 'Numéro de permis ou de document',
    issuedOn: 'Délivré le',
    expiresOn: 'Expire le',
    holderName: 'Nom du titulaire',
    holderPassportNumber: 'Numéro de passeport du titulaire',
    speciesIds: 'Espèces',
    tagNumbers: 'Numéros de bague',
    clientId: 'Client',
    orderId: 'Commande',
    irId: "Registre d'instructions",
    uploadedByName: 'Déposé par',
    uploadedAt: 'Déposé le',
    expiringSoon: 'Expire bientôt',
  },
};
