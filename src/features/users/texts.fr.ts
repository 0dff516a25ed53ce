import type { texts as english } from './texts.en';

/** `resources.users` in French (docs/languages.md#messages). */
export const texts: typeof english = {
  name: 'Utilisateur |||| Utilisateurs',
  drawer: 'Gérer les utilisateurs',
  fields: {
    email: 'E-mail',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    fullName: 'Nom',
    roles: 'Rôles',
    disabled: 'Désactivé',
    emailConfirmed: 'E-mail confirmé',
    invitationPending: 'Invité',
  },
  roles: {
    admin: 'Administrateur',
    collector: 'Collecteur',
    customerLiaison: 'Chargé de clientèle',
    huntingOutfitter: 'Pourvoyeur',
    professionalHunter: 'Chasseur professionnel',
    client: 'Client',
  },
};
