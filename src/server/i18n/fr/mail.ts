import type { mail as english } from '../en/mail';

/** docs/languages.md#e-mails: the e-mails' texts; a link or a name is put into `%{...}`. */
export const mail: typeof english = {
  account: {
    subject: 'Trophy Portal : %{subject}',
    hello: 'Bonjour %{firstName},',
    helloNoName: 'Bonjour,',
    signature: 'Trophy Portal\nLe portail client de votre atelier de taxidermie',
    confirmEmail: {
      subject: 'confirmez votre adresse e-mail',
      open: 'Veuillez confirmer votre adresse e-mail pour commencer à utiliser Trophy Portal. Ouvrez ce lien :',
      expiry:
        "Le lien ne sert qu'une fois et expire dans 24 heures. S'il a expiré, connectez-vous et demandez-en un nouveau.",
      ignore: "Si vous n'avez pas créé de compte, ignorez ce message.",
    },
    registrationAttempt: {
      subject: "quelqu'un a tenté de s'inscrire avec votre adresse",
      what: "Quelqu'un a tenté de créer un compte Trophy Portal avec votre adresse e-mail, qui en a déjà un. Aucun nouveau compte n'a été créé.",
      signIn: "Si c'était vous, connectez-vous plutôt : %{link}",
      reset: 'Si vous avez oublié votre mot de passe, choisissez-en un nouveau : %{link}',
      ignore: "Si ce n'était pas vous, ignorez ce message : votre compte reste tel quel.",
    },
    resetPassword: {
      subject: 'réinitialisez votre mot de passe',
      open: "Quelqu'un a demandé à réinitialiser le mot de passe de votre compte Trophy Portal. Pour choisir un nouveau mot de passe, ouvrez ce lien :",
      expiry: "Le lien ne sert qu'une fois et expire dans 1 heure.",
      ignore:
        "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste tel quel.",
    },
    passwordChanged: {
      subject: 'votre mot de passe a été changé',
      what: "Le mot de passe de votre compte Trophy Portal vient d'être changé, et tous vos autres appareils connectés ont été déconnectés.",
      ifNotYou:
        "Si c'était vous, il n'y a rien à faire. Sinon, réinitialisez tout de suite votre mot de passe depuis la page de connexion : %{link}",
    },
    invitation: {
      subject: 'vous êtes invité',
      open: 'Un administrateur vous a créé un compte Trophy Portal. Pour choisir votre mot de passe, ouvrez ce lien :',
      expiry:
        "Le lien ne sert qu'une fois et expire dans 1 heure. Ensuite, utilisez « Mot de passe oublié » sur la page de connexion avec cette adresse e-mail.",
    },
    clientLinkRequest: {
      subject: '%{outfitterName} demande à être lié à vous',
      what: "Le pourvoyeur %{outfitterName} demande à être lié à votre fiche client à l'atelier. Une fois lié, il voit vos coordonnées (numéro de passeport compris), vos commandes et vos décisions sur les devis, et peut commander pour vous.",
      open: "Si vous êtes d'accord, ouvrez ce lien :",
      expiry:
        "Le lien ne sert qu'une fois et expire dans 7 jours. Si vous n'êtes pas d'accord, ignorez ce message : rien ne change.",
    },
  },
  order: {
    greeting: 'Bonjour %{firstName},',
    greetingNoName: 'Chère cliente, cher client,',
    note: "\n\nUne note de l'atelier :\n%{note}",
    signature:
      'Cordialement,\n%{studioName}\n\n--\nTrophy Portal · Portail client\nCe message vous a été envoyé parce que vous avez une commande chez %{studioName}.',
    quoteReady: {
      subject: 'Votre devis %{number} est prêt',
      total: 'Votre devis %{number} de %{studioName} est prêt : le total est de %{total}.',
      deposit: " Un acompte de %{deposit} est dû à l'acceptation.",
      review: 'Consultez-le, puis acceptez-le ou refusez-le dans le portail :\n%{link}',
    },
    stageChanged: {
      subject: "Votre commande %{number} est passée à l'étape : %{stage}",
      now: 'votre commande %{number} chez %{studioName} est maintenant : %{stage}.',
      details: 'Consultez son détail et son historique dans le portail :\n%{link}',
    },
    expectedDates: {
      subject: 'Nouvelles dates prévues pour votre commande %{number}',
      intro: 'voici quand %{studioName} prévoit désormais votre commande %{number} :',
      ready: 'Fin de production (vos trophées quittent l’atelier)',
      shipping: 'Expédition (la caisse part chez le transitaire)',
      set: '- %{what} : %{to}',
      moved: '- %{what} : %{to} (au lieu du %{from})',
      cleared: '- %{what} : pas de date pour l’instant (au lieu du %{from})',
      reason: 'Pourquoi, selon l’atelier :\n%{reason}',
      details: 'Consultez votre commande dans le portail :\n%{link}',
    },
  },
  payment: {
    receivedSubject: 'Paiement reçu pour votre commande %{number}',
    received:
      '%{studioName} a bien reçu votre paiement de %{amount} (%{method}, %{date}) pour votre commande %{number}.',
    refundSubject: 'Remboursement sur votre commande %{number}',
    refunded:
      '%{studioName} vous a remboursé %{amount} (%{method}, %{date}) sur votre commande %{number}.\nMotif : %{reason}',
    reference: 'Référence : %{reference}',
    figures: 'Payé à ce jour : %{paid}. Reste dû : %{due}.',
    details: 'Consultez votre commande dans le portail :\n%{link}',
    methods: { eft: 'virement', card: 'carte', cash: 'espèces', other: 'autre' },
  },
  message: {
    hello: 'Bonjour %{firstName},',
    helloNoName: 'Bonjour,',
    order: 'la commande %{number}',
    ir: 'le registre %{number}',
    toStudio: {
      subject: '%{author} a écrit sur %{thread}',
      wrote: '%{author} a écrit sur %{thread} :',
      answer: 'Répondez dans le portail :\n%{link}',
      signature:
        "Trophy Portal\nVous recevez ce message en tant que membre de l'équipe de %{studioName}.",
    },
    toClientSide: {
      subject: 'Nouveau message de %{studioName} au sujet de %{thread}',
      wrote: '%{studioName} a écrit au sujet de %{thread} :',
      answer: 'Lisez-le et répondez dans le portail :\n%{link}',
    },
    attachments:
      '(%{smart_count} pièce jointe dans le portail) |||| (%{smart_count} pièces jointes dans le portail)',
  },
  freightPack: {
    subject: 'Expédition %{shipment} : caisses, listes de colisage et documents de %{studioName}',
    greeting: 'Bonjour %{agent},',
    body: "%{studioName} a préparé l'expédition %{shipment} pour vous : %{smart_count} caisse, sa liste de colisage et les documents d'exportation. |||| %{studioName} a préparé l'expédition %{shipment} pour vous : %{smart_count} caisses, leurs listes de colisage et les documents d'exportation.",
    open: 'Ouvrez le dossier (sans compte), ou téléchargez-le en un seul zip :\n%{link}',
    expiry: "Le lien fonctionne jusqu'au %{date}. Un nouveau lien de l'atelier remplace celui-ci.",
    signature: 'Cordialement,\n%{studioName}',
    page: {
      title: 'Expédition %{shipment}',
      from: "De %{studioName}, pour %{agent}. Le lien fonctionne jusqu'au %{date}.",
      downloadAll: 'Tout télécharger (zip)',
      crate: 'Caisse',
      consignee: 'Destinataire',
      dimensions: 'Dimensions',
      weights: 'Poids réel / volumétrique',
      declared: 'Valeur déclarée',
      insured: 'Valeur assurée',
      packingList: 'Liste de colisage',
      paperwork: "Documents d'exportation",
      noDocuments: 'Aucun document.',
      gone: 'Ce lien ne fonctionne plus',
      notFound: "Il n'y a pas de dossier à cette adresse.",
    },
  },
  digest: {
    subject:
      'Trophy Portal : votre semaine, %{smart_count} nouvelle |||| Trophy Portal : votre semaine, %{smart_count} nouvelles',
    intro: 'voici les nouvelles de votre semaine :',
    orderStatus: 'La commande %{number} est maintenant : %{stage}',
    expectedDates: 'La commande %{number} a de nouvelles dates prévues',
    photos:
      '%{smart_count} nouvelle photo de la commande %{number} |||| %{smart_count} nouvelles photos de la commande %{number}',
    messages: '%{from} a écrit sur %{thread}',
    settings:
      'Vous recevez ces nouvelles une fois par semaine, comme vous l’avez choisi. Pour choisir les e-mails que vous recevez, et quand, ouvrez les paramètres de votre compte :\n%{link}',
  },
};
