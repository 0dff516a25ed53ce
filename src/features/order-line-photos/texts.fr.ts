import type { texts as english } from './texts.en';

/** `resources.order-line-photos` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: "Photo d'avancement |||| Photos d'avancement",
  fields: {
    orderId: 'Commande',
    orderLineId: 'Ligne de commande',
    fileId: 'Photo',
    caption: 'Légende',
    takenAt: 'Prise le',
    addedById: 'Ajoutée par',
    addedByName: 'Ajoutée par',
  },
};
