import type { guest as english } from '../en/guest';

export const guest: typeof english = {
  backToSignIn: 'Retour à la connexion',
  expiredLink: 'Ce lien ne fonctionne plus',
  login: {
    title: 'Connexion',
    intro: 'Connectez-vous pour suivre vos trophées, devis et documents.',
    forgotPassword: 'Mot de passe oublié ?',
    register: 'Nouveau ? Créez un compte',
    password: 'Mot de passe',
    submit: 'Se connecter',
  },
  register: {
    title: 'Créez votre compte',
    intro: 'Nous vous enverrons un e-mail pour confirmer votre adresse.',
    signIn: 'Vous avez déjà un compte ? Connectez-vous',
    sent: 'Consultez vos e-mails : nous avons envoyé un message à %{email} avec la marche à suivre. Ouvrez son lien pour confirmer votre adresse, puis connectez-vous.',
    submit: 'Créer le compte',
  },
  forgotPassword: {
    title: 'Réinitialisez votre mot de passe',
    intro:
      "Saisissez l'adresse e-mail avec laquelle vous vous connectez et nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    sent: 'Si un compte existe pour %{email}, un e-mail avec un lien de réinitialisation est en route. Le lien est valable une heure.',
    submit: 'Envoyer le lien',
  },
  resetPassword: {
    title: 'Choisissez un nouveau mot de passe',
    expired:
      "Les liens de réinitialisation ne fonctionnent qu'une fois et pendant une heure. Demandez-en un nouveau et utilisez le dernier e-mail reçu.",
    newLink: "M'envoyer un nouveau lien",
    intro: 'Pour %{email}. Tous les appareils connectés à ce compte seront déconnectés.',
    submit: 'Enregistrer le mot de passe',
    done: 'Votre mot de passe est modifié. Connectez-vous avec le nouveau.',
  },
  firstAdmin: {
    title: 'Créez le premier administrateur',
    intro:
      'Personne ne peut encore se connecter à ce portail. Créez le compte de son premier administrateur : il pourra ajouter tous les autres.',
    noCode:
      "Il manque à ce lien son code d'installation : copiez le lien entier depuis le journal du portail.",
    checking: "Vérification du lien d'installation",
    submit: 'Créer et se connecter',
  },
  emailVerification: {
    confirming: 'Confirmation de votre adresse e-mail',
    expired: "Les liens de confirmation ne fonctionnent qu'une fois et pendant 24 heures.",
    askBelow: 'Demandez-en un nouveau ci-dessous.',
    signInToAsk: 'Connectez-vous pour en demander un nouveau.',
    confirmedTitle: 'Votre adresse e-mail est confirmée',
    confirmed: 'Merci. Vous pouvez maintenant vous connecter et utiliser Trophy Portal.',
    goToSignIn: 'Aller à la connexion',
    title: 'Confirmez votre adresse e-mail',
    intro:
      'Nous avons envoyé un lien de confirmation à %{email}. Ouvrez-le pour continuer ; il est valable 24 heures.',
    yourAddress: 'votre adresse e-mail',
    resent: 'Un nouveau lien de confirmation est en route.',
    resend: "Renvoyer l'e-mail",
    signOut: 'Se déconnecter',
  },
  completeProfile: {
    title: 'Complétez votre profil',
    intro:
      "Le studio a besoin de ces informations pour vos devis, vos permis et l'expédition de vos trophées.",
    postalAddress: 'Adresse postale',
    submit: 'Enregistrer et continuer',
  },
  clientLink: {
    confirming: 'Confirmation du lien',
    expired: "Les liens ne fonctionnent qu'une fois et pendant 7 jours.",
    confirmedTitle: 'Vous êtes lié',
    confirmed: '%{outfitter} est maintenant lié à votre fiche client.',
  },
};
