import type { account as english } from '../en/account';

export const account: typeof english = {
  profile: {
    title: 'Profil',
    phone: 'Téléphone',
    postalAddress: 'Adresse postale',
    notGiven: 'Non renseigné',
    edit: 'Modifier les paramètres du compte',
  },
  settings: {
    title: 'Paramètres du compte',
    loadFailed: "Votre compte n'a pas pu être chargé. Veuillez réessayer.",
    tabs: {
      profile: 'Profil',
      password: 'Mot de passe',
      address: 'Adresse',
      notifications: 'E-mails',
    },
    profileSaved: 'Votre profil est enregistré.',
    saveProfile: 'Enregistrer le profil',
    language: 'Langue',
    // docs/invoices.md#in-the-app: a client's own statement.
    statement: 'Relevé de compte (PDF)',
    statementMaking: 'Préparation de votre relevé…',
    statementFailed: 'Votre relevé n’a pas pu être créé ; veuillez réessayer',
    addressSaved: 'Votre adresse est enregistrée.',
    saveAddress: "Enregistrer l'adresse",
    passwordNotice:
      'Changer votre mot de passe déconnecte tous vos autres appareils et vous envoie un avis par e-mail.',
    passwordChanged: 'Votre mot de passe est modifié. Vos autres appareils ont été déconnectés.',
    changePassword: 'Changer le mot de passe',
    notifications: {
      kinds: 'M’écrire quand',
      orderStatus: 'Une commande avance (un devis est prêt, une nouvelle étape)',
      expectedDates: 'Les dates prévues d’une commande changent',
      photos: 'De nouvelles photos d’avancement sont ajoutées',
      messages: 'Un nouveau message arrive',
      delivery: 'Comment',
      immediate: 'Un e-mail à chaque fois',
      weeklyDigest: 'Un e-mail par semaine qui reprend tout (le lundi)',
      save: 'Enregistrer les choix d’e-mails',
      saved: 'Vos choix d’e-mails sont enregistrés.',
    },
  },
};
