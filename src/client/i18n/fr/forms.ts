import type { forms as english } from '../en/forms';

export const forms: typeof english = {
  fields: {
    email: 'E-mail',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    line1: 'Numéro et rue',
    line2: "Complément d'adresse (facultatif)",
    city: 'Ville',
    postalCode: 'Code postal',
    region: 'Région ou État (facultatif)',
    country: 'Pays',
    currentPassword: 'Mot de passe actuel',
  },
  passwords: {
    password: { label: 'Mot de passe', repeat: 'Répétez le mot de passe' },
    newPassword: { label: 'Nouveau mot de passe', repeat: 'Répétez le nouveau mot de passe' },
    helper: 'Au moins 10 caractères ; pas votre adresse e-mail.',
  },
  failed: 'Une erreur est survenue',
};
