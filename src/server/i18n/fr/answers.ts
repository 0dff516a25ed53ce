import type { answers as english } from '../en/answers';

/** docs/languages.md#errors: the API's answers that are texts but no errors, in the caller's language. */
export const answers: typeof english = {
  checkYourEmail:
    'Consultez vos e-mails : nous avons envoyé à cette adresse un message expliquant la suite',
  clientLinkRequested:
    "Si l'atelier connaît un client avec cet e-mail, il apparaît maintenant parmi vos clients ou, s'il est déjà lié à quelqu'un d'autre, il est invité par e-mail à donner son accord",
};
