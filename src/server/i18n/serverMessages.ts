import { serverResourceTexts } from '../../features/serverResourceTexts';
import type { Language } from '../../shared/languages';
import { sharedMessages } from '../../shared/i18n/sharedMessages';
import { answers as englishAnswers } from './en/answers';
import { errors as englishErrors } from './en/errors';
import { mail as englishMail } from './en/mail';
import { pdf as englishPdf } from './en/pdf';
import { answers as frenchAnswers } from './fr/answers';
import { errors as frenchErrors } from './fr/errors';
import { mail as frenchMail } from './fr/mail';
import { pdf as frenchPdf } from './fr/pdf';

// docs/languages.md#messages: the server's own texts by area (its answers, errors, e-mails, PDF), one entry per area and language, with
// the texts client and server share (src/shared/i18n) and each resource's, from its folder.
const english = {
  ...sharedMessages.en,
  resources: serverResourceTexts.en,
  answers: englishAnswers,
  errors: englishErrors,
  mail: englishMail,
  pdf: englishPdf,
};

export type ServerMessages = typeof english;

export const serverMessages: Record<Language, ServerMessages> = {
  en: english,
  fr: {
    ...sharedMessages.fr,
    resources: serverResourceTexts.fr,
    answers: frenchAnswers,
    errors: frenchErrors,
    mail: frenchMail,
    pdf: frenchPdf,
  },
};
