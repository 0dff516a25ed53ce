import type { messages as english } from '../en/messages';

/** docs/messages.md: la conversation sur une commande ou un registre. */
export const messages: typeof english = {
  title: 'Messages',
  list: 'Conversation',
  empty: "Aucun message pour l'instant. Posez ici à l'atelier toute question à ce sujet.",
  emptyStaff: "Aucun message pour l'instant.",
  loadFailed: "Les messages n'ont pas pu être chargés",
  you: 'Vous',
  studio: 'Atelier',
  internal: 'Note interne',
  compose: 'Écrire un message',
  internalToggle: "Note interne (réservée à l'équipe)",
  attach: 'Joindre des fichiers',
  removeFile: 'Retirer %{name}',
  send: 'Envoyer',
  sent: 'Message envoyé',
  notSent: "Le message n'a pas été envoyé",
  uploadFailed: "%{name} n'a pas été déposé : %{why}",
};
