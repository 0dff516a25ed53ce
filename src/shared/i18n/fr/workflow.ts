import type { workflow as english } from '../en/workflow';

const told = 'Le client est prévenu par e-mail';

/** docs/languages.md#messages: the French twin of the English workflow texts. */
export const workflow: typeof english = {
  orderStatuses: {
    draft: 'Brouillon',
    submitted: 'Envoyée',
    quoted: 'Devis envoyé',
    accepted: 'Acceptée',
    declined: 'Refusée',
    inProduction: 'En production',
    readyForExport: 'Prête à l’export',
    shipped: 'Expédiée',
    completed: 'Terminée',
    cancelled: 'Annulée',
  },
  irStatuses: {
    open: 'Ouvert',
    collected: 'Collecté',
    received: 'Reçu',
    quoted: 'Devis établi',
    closed: 'Clôturé',
    cancelled: 'Annulé',
  },
  irParts: {
    cape: 'Cape',
    skin: 'Peau',
    skull: 'Crâne',
    horns: 'Cornes',
    tusks: 'Défenses',
    feet: 'Pieds',
    tail: 'Queue',
    teeth: 'Dents',
    backskin: 'Peau de dos',
  },
  irSexes: { male: 'Mâle', female: 'Femelle', unknown: 'Inconnu' },
  orderMoves: {
    requestQuote: {
      label: 'Demander un devis',
      question: 'Envoyer cette demande à l’atelier ?',
      consequence:
        'L’atelier la chiffre et vous envoie un devis. Vous ne pourrez plus modifier ses lignes.',
    },
    sendQuote: {
      label: 'Envoyer le devis',
      question: 'Envoyer ce devis au client ?',
      consequence: `${told} et peut l’accepter ou le refuser. Pour le modifier ensuite, révisez-le.`,
    },
    reviseQuote: { label: 'Réviser le devis' },
    acceptQuote: {
      label: 'Accepter le devis',
      question: 'Accepter ce devis ?',
      consequence: 'L’atelier commence le travail dès que l’acompte est payé.',
    },
    decline: {
      label: 'Refuser',
      question: 'Refuser ce devis ?',
      consequence: 'L’atelier peut le réviser et vous en envoyer un nouveau.',
    },
    startProduction: {
      label: 'Lancer la production',
      question: 'Lancer la production ?',
      consequence: `${told} ; la commande ne peut plus revenir à Acceptée. Elle reste en attente d’exportation vers TLS jusqu’à ce qu’un lot la prenne.`,
    },
    readyForExport: {
      label: 'Prête à l’export',
      question: 'Marquer cette commande prête à l’export ?',
      consequence: `${told} ; la commande ne peut plus revenir en production.`,
    },
    markShipped: {
      label: 'Marquer expédiée',
      question: 'Marquer cette commande expédiée ?',
      consequence: `${told} ; une commande expédiée ne peut plus être annulée.`,
    },
    complete: {
      label: 'Terminer',
      question: 'Terminer cette commande ?',
      consequence: `${told} ; la commande est close définitivement.`,
    },
    cancelOrder: {
      label: 'Annuler la commande',
      question: 'Annuler cette commande ?',
      consequence: 'Une commande annulée ne peut pas être rouverte.',
    },
  },
  irMoves: {
    markCollected: {
      label: 'Marquer collecté',
      question: 'Marquer ce registre collecté ?',
      consequence:
        'Les trophées sont en route vers l’atelier ; le registre ne peut plus revenir à Ouvert.',
    },
    markReceived: {
      label: 'Marquer reçu',
      question: 'Marquer ce registre reçu ?',
      consequence: 'Les trophées sont à l’atelier ; le registre ne peut plus revenir à Collecté.',
    },
    close: {
      label: 'Clôturer le registre',
      question: 'Clôturer ce registre ?',
      consequence: 'Personne ne peut modifier un registre clôturé.',
    },
    cancelIr: {
      label: 'Annuler le registre',
      question: 'Annuler ce registre ?',
      consequence: 'Personne ne peut modifier un registre annulé ni en faire un devis.',
    },
  },
  refusals: {
    orderLocked: 'Une commande au statut %{status} ne peut plus être modifiée',
    irLocked: 'Un registre au statut %{status} ne peut plus être modifié',
    onlyAcceptedExported:
      'Seules les commandes acceptées ou en production sont exportées : %{names} (%{number} est au statut %{status})',
    exportBeforeReady:
      '%{number} n’a pas encore été exportée vers TLS : exportez-la (Export vers TLS) avant de la marquer prête à l’export',
    orderCannotBecome: 'Une commande au statut %{from} ne peut pas passer au statut %{to}',
    onlyStudioMakesOrder: 'Seul l’atelier peut faire passer cette commande au statut %{to}',
    onlyRequesterMakesOrder:
      'Seul le client ou le pourvoyeur peut faire passer cette commande au statut %{to}',
    onlyRequesterOrStudioMakesOrder:
      'Seul le client, le pourvoyeur ou l’atelier peut faire passer cette commande au statut %{to}',
    addALine: 'Ajoutez d’abord au moins une ligne',
    priceOnRequest:
      '%{smart_count} ligne est sur demande de prix : l’atelier doit d’abord la chiffrer |||| %{smart_count} lignes sont sur demande de prix : l’atelier doit d’abord les chiffrer',
    noteToCancel: 'Indiquez pourquoi la commande est annulée',
    irCannotBecome: 'Un registre au statut %{from} ne peut pas passer au statut %{to}',
    irCannotBecomeQuoted:
      'Un registre au statut %{from} ne peut pas passer au statut %{to} : créez plutôt le devis',
    onlyStudioMakesIr: 'Seul l’atelier peut faire passer ce registre au statut %{to}',
    addAnAnimal: 'Ajoutez d’abord au moins un animal',
    signFirst: 'Le chasseur (ou le PH) et le collecteur signent d’abord',
  },
};
