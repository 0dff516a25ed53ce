import type { texts as english } from './texts.en';

/** `resources.messages` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: 'Message |||| Messages',
  fields: {
    orderId: 'Commande',
    irId: "Registre d'instructions",
    text: 'Message',
    internal: 'Note interne',
    fileIds: 'Pièces jointes',
    files: 'Pièces jointes',
    authorName: 'De',
    postedAt: 'Envoyé le',
  },
};
