import type { errors as english } from '../en/errors';

/**
 * docs/languages.md#errors: the API's error messages and their fields' texts, by area, said in the
 * caller's language.
 */
export const errors: typeof english = {
  status: {
    badRequest: "La requête n'est pas valide",
    signIn: 'Veuillez vous connecter',
    forbidden: "Vous n'êtes pas autorisé à faire cela",
    notFound: 'Introuvable',
    conflict: "Quelqu'un d'autre a modifié cet enregistrement",
    timeout: 'La requête a mis trop de temps à arriver',
    tooLarge: 'La requête est trop volumineuse',
    jsonOnly: 'Envoyez le corps de la requête en JSON',
    tooManyRequests: 'Trop de requêtes ; veuillez ralentir',
    headersTooLarge: 'Les en-têtes de la requête sont trop volumineux',
    serverFault: 'Un problème est survenu de notre côté ; veuillez réessayer',
    databaseUnavailable:
      "Le portail n'arrive pas à joindre sa base de données pour le moment ; veuillez réessayer dans un instant",
    otherClientError: 'Requête incorrecte',
    other: 'Erreur',
  },
  request: {
    badAddress: "Cette adresse n'est pas valide",
    fieldsNotValid: 'Certains champs ne sont pas valides',
    invalidValue: 'Valeur non valide',
    notFromPortal: 'Cette requête ne provient pas du portail',
    nestedTooDeep: 'La requête imbrique ses valeurs trop profondément',
    unstorableText: 'Certains champs contiennent des caractères impossibles à enregistrer',
    removeControlCharacter: 'Supprimez le caractère de contrôle invisible ou le caractère abîmé',
    tooManyAttempts: 'Trop de tentatives ; veuillez patienter %{wait} puis réessayer',
    seconds: '%{smart_count} seconde |||| %{smart_count} secondes',
    minutes: '%{smart_count} minute |||| %{smart_count} minutes',
  },
  auth: {
    metricsToken: 'Les métriques demandent leur jeton : Authorization: Bearer <METRICS_TOKEN>',
    completeProfile: "Complétez d'abord votre profil",
    confirmEmail: "Confirmez d'abord votre adresse e-mail",
    wrongCredentials: 'E-mail ou mot de passe incorrect',
    sessionEnded: 'Votre session a pris fin ; veuillez vous reconnecter',
    registrationClosed: 'Les inscriptions sont fermées',
    invalidConfirmationLink:
      "Ce lien de confirmation n'est pas valide ou a expiré ; demandez-en un nouveau",
    invalidResetLink:
      "Ce lien de réinitialisation n'est pas valide ou a expiré ; demandez-en un nouveau",
    invalidOrExpired: 'Non valide ou expiré',
    strongerPassword: 'Choisissez un mot de passe plus robuste',
    passwordTooShort: 'Utilisez au moins 10 caractères',
    passwordIsEmail: "N'utilisez pas votre adresse e-mail comme mot de passe",
    passwordTooCommon: 'Ce mot de passe est trop courant ; choisissez-en un autre',
    currentPasswordWrong: "Votre mot de passe actuel n'est pas le bon",
    wrongPassword: 'Mot de passe incorrect',
    newPasswordNeeded: 'Choisissez un nouveau mot de passe',
    samePassword: "Le nouveau mot de passe doit être différent de l'actuel",
    invalidSetupLink:
      "Ce lien d'installation n'est pas celui du journal du portail ; copiez le lien entier depuis le dernier démarrage",
    invalidSetupCode: "Ce n'est pas le code d'installation",
    firstAdminExists: 'Le portail a déjà son premier administrateur ; connectez-vous',
  },
  records: {
    noSuch: 'Élément introuvable (%{resource})',
    mayNotChange: "Vous n'êtes pas autorisé à modifier cet enregistrement",
    mayNotLinkTo: 'Vous ne pouvez pas faire de lien vers cet élément (%{resource})',
    mayNotPutThere: 'Vous ne pouvez pas placer cet élément (%{resource}) ici',
    changedElsewhere:
      "Quelqu'un d'autre a modifié cet enregistrement ; rechargez-le et refaites votre modification",
    duplicate: 'Un enregistrement avec ces informations existe déjà',
    inUse:
      "Cet enregistrement est utilisé ailleurs, ou fait référence à un enregistrement qui n'existe pas",
    valuesNotValid: 'Certaines valeurs ne sont pas valides',
    idTaken: 'Cet identifiant appartient à un autre enregistrement',
    taken: 'Déjà pris',
    speciesTaken: 'Une espèce avec ce nom scientifique existe déjà',
    trophyTypeTaken: 'Un type de trophée avec ce nom existe déjà',
  },
  lists: {
    notJson: "Le paramètre %{name} n'est pas du JSON valide",
    notValidJson: "Ce n'est pas du JSON valide",
    parameterNotValid: "Le paramètre %{name} n'est pas valide",
    notValid: 'Non valide',
    rangeBackwards: 'La plage se termine avant de commencer',
    rangeTooLong: 'Demandez au plus %{max} lignes',
    ascOrDesc: 'Utilisez ASC ou DESC',
    notSortable: 'Triez par l’un de ces champs : %{fields}',
    searchTooLong: 'Cherchez au plus %{length} caractères',
    notFilterable: 'Ce champ ne permet pas de filtrer',
    filterNotValid: "Le paramètre filter n'est pas valide",
    notAValue: "Cette valeur n'est pas valide : %{value}",
    tooDeep:
      'La liste ne parcourt que les %{depth} derniers éléments (%{many}) ; affinez-la avec un filtre ou une recherche pour atteindre les plus anciens',
    startBelow: 'Commencez en dessous de %{depth}',
  },
  files: {
    multipartOnly: 'Envoyez le fichier en multipart/form-data',
    malformedMultipart: 'Le corps multipart/form-data est mal formé ou tronqué',
    onePartNamedFile: 'Envoyez une seule partie nommée file',
    partNamedFile: 'Envoyez le fichier dans une partie nommée file',
    required: 'Obligatoire',
    uuidOrNoId: 'Envoyez un UUID, ou aucun identifiant',
    notAFileId: "Ce n'est pas un identifiant de fichier",
    idInUse: 'Cet identifiant de fichier est déjà utilisé',
    chooseAnotherId: 'Choisissez un autre identifiant',
    noThumbnail: "Ce fichier n'a pas de vignette",
    kindNotAccepted: "Ce type de fichier n'est pas accepté",
    acceptedKinds: 'Envoyez un fichier PDF, JPEG, PNG, WebP ou HEIC',
    unreadableImage: "Cette image n'a pas pu être lue",
    damagedImage: "L'image est endommagée",
    tooLarge: 'Le fichier est trop volumineux',
    atMostMegabytes: 'Envoyez au plus %{size} Mo',
    tooManyPixels: "L'image est trop grande",
    atMostMegapixels: "Envoyez une image d'au plus %{megapixels} mégapixels",
  },
  users: {
    emailTaken: 'Un utilisateur avec cet e-mail existe déjà',
    ownAdminRole: 'Vous ne pouvez pas retirer votre propre rôle administrateur',
    ownAccount: 'Vous ne pouvez pas désactiver votre propre compte',
  },
  clients: {
    emailTaken: 'Un client avec cet e-mail existe déjà ; liez-le plutôt',
    signInEmail: "L'e-mail de ce client est l'adresse avec laquelle il se connecte",
    onlyClientChangesEmail: 'Seul le client peut le modifier, dans les paramètres de son compte',
    chooseOutfitters: 'Choisissez des pourvoyeurs',
    notAnEnabledOutfitter: "Ce n'est pas un pourvoyeur actif",
    invalidLink:
      "Ce lien n'est pas valide, a déjà servi ou a expiré ; demandez au pourvoyeur d'en envoyer un nouveau",
    invalidUsedOrExpired: 'Non valide, déjà utilisé ou expiré',
    requestNotPending:
      "Cette demande n'est plus en attente : elle a été confirmée, approuvée ou a expiré",
  },
  orders: {
    completeProfileFirst: 'Complétez votre profil avant de demander un devis',
    chooseClient: 'Choisissez un client',
    notYourClient:
      'Vous ne pouvez commander que pour vous-même ou pour les clients qui vous sont liés',
    notOneOfYourClients: "Ce n'est pas l'un de vos clients",
    registerByStaff: 'Seul le studio relie une commande à un registre',
    mayNotEdit: 'Vous ne pouvez pas modifier cette commande',
    chooseActivePricelist: 'Choisissez une liste de prix active',
    notActivePricelist: "Ce n'est pas une liste de prix active",
    pricelistCurrency: 'Cette liste de prix est en %{currency}',
    usePricelistCurrency: 'Utilisez la devise de la liste de prix, %{currency}',
    lineNotOnPricelist: 'Une ligne ne figure pas sur la liste de prix',
    notOnPricelist: 'Cette espèce et ce type de trophée ne figurent pas sur la liste de prix',
    chooseProfessionalHunter: 'Choisissez un chasseur professionnel',
    notAProfessionalHunter: "Ce n'est pas un chasseur professionnel",
    chooseOutfitter: 'Choisissez un pourvoyeur',
    notAnOutfitter: "Ce n'est pas un pourvoyeur",
    oneOfMany: '%{number} : %{reason}',
    paperworkMissing: 'Manquant',
    paperworkExpired: 'Expiré',
    pdfBusyUser:
      'Votre PDF précédent est encore en préparation ; veuillez réessayer dans un instant',
    pdfBusyServer: 'Le portail prépare beaucoup de PDF ; veuillez réessayer dans un instant',
    noInvoice: 'Une commande a une facture une fois acceptée ; celle-ci est au statut %{status}',
  },
  payments: {
    refundAboveWhatWasPaid:
      'Un remboursement ne peut dépasser ce qui a été payé sur la commande, %{paid}',
    depositNotPaid:
      "L'acompte de %{deposit} n'est pas encore payé (payé : %{paid}). Enregistrez le paiement, ou indiquez pourquoi continuer sans lui",
    balanceNotPaid:
      "Le solde de %{due} n'est pas encore payé (payé : %{paid}). Enregistrez le paiement, ou indiquez pourquoi continuer sans lui",
  },
  instructionRegisters: {
    huntEndsBeforeStart: 'La chasse se termine avant de commencer',
    chooseClientFirst: "Choisissez d'abord le client du registre",
    trophyTypesFirst: "Donnez d'abord à chaque animal le type de trophée du chasseur",
    noSuchPricelist: 'Liste de prix introuvable',
    onlyReceivedQuoted: "Seul un registre reçu peut faire l'objet d'un devis",
  },
  messages: {
    internalIsTheStudios: "Seul l'atelier écrit des notes internes",
  },
  documents: {
    noSuchOrder: 'Commande introuvable',
    noSuchIr: 'Registre introuvable',
    orderOfAnotherClient: "La commande est celle d'un autre client",
    irOfAnotherClient: "Le registre est celui d'un autre client",
    irOfNoClient: 'Le registre ne nomme pas encore de client',
    orderOfAnotherIr: "La commande n'a pas été faite à partir de ce registre",
  },
  freightPack: {
    expired: "Ce lien a expiré. Merci de demander un nouveau lien à l'atelier.",
    revoked: "Ce lien a été retiré par l'atelier. Merci de demander un nouveau lien à l'atelier.",
  },
  crates: {
    noFreightAgentEmail: "L'expédition n'a pas d'e-mail de transitaire auquel envoyer le dossier",
    cratesOfOtherAgent:
      'Cette expédition contient une caisse dont le client a pour transitaire %{clientAgent}',
    noSuchClient: 'Client introuvable',
    noSuchLine: 'Ligne de commande introuvable',
    otherConsignee:
      'Une caisse ne contient que les lignes des commandes de son client : un destinataire par caisse',
    notReadyForExport: 'Seules les lignes prêtes pour l’export peuvent être emballées',
    lineInAnotherCrate: 'Une ligne est déjà emballée dans la caisse %{crate}',
    noSuchShipment: 'Expédition introuvable',
    otherFreightAgent:
      'Cette expédition va à %{agent} ; le transitaire du client est %{clientAgent}',
  },
  orderLinePhotos: {
    notAPhoto: 'Choisissez une photo (JPEG, PNG, WebP ou HEIC)',
    noSuchLine: 'Ligne de commande introuvable',
  },
  dashboards: {
    staffAndOutfitters: "Les tableaux de bord sont réservés à l'atelier et aux pourvoyeurs",
    staffOnly: "Ce que doivent les clients est réservé à l'atelier",
    cratesStaffOnly: "Les caisses en attente sont réservées à l'atelier",
  },
  tlsExports: {
    acknowledgeOne: "Accusez réception d'au moins une commande",
    listOrderNumbers: 'Indiquez les numéros des commandes acceptées ou refusées',
    notInBatch: '%{order} ne fait pas partie du lot %{batch}',
    notInThisBatch: 'Pas dans ce lot : %{number}',
    acceptedAndRejected: '%{order} est à la fois acceptée et refusée',
    alsoAccepted: 'Également acceptée : %{number}',
    nothingWaiting: "Aucune commande n'attend d'être exportée",
    unknownOrders: "Certaines commandes n'existent pas",
    noSuchOrder: 'Commande introuvable : %{id}',
    alreadyExported:
      "Déjà exportée : %{where}. Indiquez pourquoi vous l'exportez à nouveau |||| Déjà exportées : %{where}. Indiquez pourquoi vous les exportez à nouveau",
    exportedIn: '%{order} dans le lot %{batch}',
    inUnfinishedBatch:
      "Dans un lot pas encore terminé : %{where}. Attendez qu'il soit terminé, ou relancez-le depuis sa page s'il a échoué",
    notDone: "Le lot %{batch} n'est pas encore terminé",
    notFailed: "Le lot %{batch} n'a pas échoué : il n'y a rien à relancer",
    sayWhyAgain: 'Indiquez pourquoi ces commandes sont exportées à nouveau',
    depositNotPaid:
      "L'acompte de %{names} n'est pas encore payé. Enregistrez le paiement, retirez la commande, ou indiquez pourquoi l'exporter sans lui |||| Les acomptes de %{names} ne sont pas encore payés. Enregistrez les paiements, retirez les commandes, ou indiquez pourquoi les exporter sans eux",
    sayWhyNoDeposit:
      'Indiquez pourquoi ces commandes passent en production avant le paiement de leur acompte',
    onlyUnpaidWaiting:
      "Aucune commande n'est prête pour l'export : %{names} attend son acompte. Enregistrez le paiement, ou choisissez-la et indiquez pourquoi |||| Aucune commande n'est prête pour l'export : %{names} attendent leurs acomptes. Enregistrez les paiements, ou choisissez-les et indiquez pourquoi",
    keyReachesTlsOnly: "Une clé d'API n'accède qu'aux appels d'export TLS",
    keyNotValid: "Cette clé d'API n'est pas valide ou a été révoquée",
  },
};
