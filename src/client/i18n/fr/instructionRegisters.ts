import type { instructionRegisters as english } from '../en/instructionRegisters';

/** docs/languages.md#messages: the French twin of the English instruction register texts. */
export const instructionRegisters: typeof english = {
  list: {
    search: 'Rechercher',
    status: 'Statut',
    newIr: 'Nouveau registre',
    number: 'Numéro',
    farm: 'Ferme de chasse',
    hunter: 'Chasseur',
    collector: 'Collecteur',
    collected: 'Collecté le',
    noFarmOrHunter: 'Ni ferme ni chasseur pour l’instant',
    empty: {
      title: 'Aucun registre d’instructions pour l’instant.',
      createHint: 'Commencez-en un à la ferme avec « Nouveau registre ».',
      waitHint:
        'Les registres d’instructions s’afficheront ici dès que les collecteurs les saisiront.',
    },
  },
  workflow: {
    status: 'Statut',
    statusIs: 'Statut : %{status}',
    notMoved: 'Le registre n’a pas changé de statut',
    movedTo: 'Le registre est maintenant au statut %{status}',
    howToCollect:
      'Ajoutez un animal et les deux signatures, enregistrez, puis marquez-le collecté.',
    quote: 'Devis :',
    openQuote: 'ouvrir le devis',
    pricelist: 'Liste de prix',
    createQuote: 'Créer le devis',
    quoteMade: 'Le devis est créé',
    noQuote: 'Aucun devis n’a été créé',
  },
  form: {
    animals: 'Animaux',
    species: 'Espèce',
    sex: 'Sexe',
    tagNumber: 'Numéro de bague',
    permitNumbers: 'Numéros de permis (séparés par des virgules)',
    parts: 'Parties reçues',
    trophyType: 'Instruction du chasseur (type de trophée)',
    instruction: 'Notes d’instruction',
    measurements: 'Mesures',
    what: 'Quoi',
    measure: 'Mesure',
    conditionNotes: 'Notes sur l’état',
    checkedIn: 'Enregistré à l’atelier',
    discrepancies: 'Écarts',
    collectedAt: 'Collecté le',
    farmName: 'Nom',
    region: 'Région',
    farm: 'Ferme de chasse',
  },
};
