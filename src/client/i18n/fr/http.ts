import type { http as english } from '../en/http';

/** docs/languages.md#messages: what a failed call says, in French. */
export const http: typeof english = {
  timeout: 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
  unreachable: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  unreadable: 'Le serveur a envoyé une réponse illisible.',
  failedWithStatus: 'La requête a échoué (statut %{status})',
};
