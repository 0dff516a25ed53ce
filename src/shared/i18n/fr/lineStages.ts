import type { lineStages as english } from '../en/lineStages';

/** docs/languages.md#messages: the French twin of the English line stages. */
export const lineStages: typeof english = {
  stages: {
    collected: 'Collecté à la ferme',
    received: "Reçu à l'atelier",
    inProduction: 'En production',
    readyForExport: "Prêt pour l'export",
    crated: 'Mis en caisse',
    withFreightAgent: 'Remis au transitaire',
    shipped: 'Expédié',
    delivered: 'Livré',
  },
  withStep: '%{stage} : %{step}',
  history: 'Ligne %{position} : %{from} → %{to}',
  refusals: {
    stageDoesNotFit:
      'Une ligne ne peut pas être au stade %{stage} tant que la commande est au statut %{status}',
    noSuchLine: "Cette commande n'a pas cette ligne",
    stepDoesNotApply: "Cette étape de production ne s'applique pas à cette ligne",
    stepOnlyInProduction: 'Seule une ligne en production a une étape de production',
  },
};
