import type { Language } from '../../../resources/languages';
import { sharedMessages } from '../../shared/i18n/sharedMessages';
import { errors as englishErrors } from './en/errors';
import { mail as englishMail } from './en/mail';
import { pdf as englishPdf } from './en/pdf';
import { errors as frenchErrors } from './fr/errors';
import { mail as frenchMail } from './fr/mail';
import { pdf as frenchPdf } from './fr/pdf';

// docs/languages.md#messages: the server's own texts by area, one entry per area and language, with
// the texts client and server share (src/shared/i18n).
const english = {
  ...sharedMessages.en,
  errors: englishErrors,
  mail: englishMail,
  pdf: englishPdf,
};

export type ServerMessages = typeof english;

export const serverMessages: Record<Language, ServerMessages> = {
  en: english,
  fr: {
    ...sharedMessages.fr,
    errors: frenchErrors,
    mail: frenchMail,
    pdf: frenchPdf,
  },
};
