import type { texts as english } from './texts.en';

/** `resources.orders` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: 'Commande |||| Commandes',
  drawer: 'Commandes des clients',
  fields: {
    number: 'Numéro',
    clientId: 'Client',
    outfitterId: 'Pourvoyeur',
    phId: 'Chasseur professionnel',
    pricelistId: 'Liste de prix',
    currency: 'Devise',
    status: 'Statut',
    totals: 'Totaux',
    createdAt: 'Créée le',
    updatedAt: 'Modifiée le',
    discountBp: 'Remise',
    vatRateBp: 'Taux de TVA',
    depositBp: 'Acompte',
    lines: 'Lignes',
    'lines.speciesId': 'Espèce',
    'lines.trophyTypeId': 'Type de trophée',
    'lines.quantity': 'Quantité',
    'lines.unitPriceMinor': 'Prix unitaire',
    'lines.instruction': 'Instruction du chasseur',
  },
};
