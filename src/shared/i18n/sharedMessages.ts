import type { Language } from '../../../resources/languages';
import { paperwork as englishPaperwork } from './en/paperwork';
import { quote as englishQuote } from './en/quote';
import { resources as englishResources } from './en/resources';
import { validation as englishValidation } from './en/validation';
import { workflow as englishWorkflow } from './en/workflow';
import { paperwork as frenchPaperwork } from './fr/paperwork';
import { quote as frenchQuote } from './fr/quote';
import { resources as frenchResources } from './fr/resources';
import { validation as frenchValidation } from './fr/validation';
import { workflow as frenchWorkflow } from './fr/workflow';

// docs/languages.md#messages: the texts client and server both show, under the keys the screens
// hold them by: resources' names and labels at the top (react-admin's convention), the rest by area
// under `portal`. One entry per area and language.
const english = {
  resources: englishResources,
  portal: {
    paperwork: englishPaperwork,
    quote: englishQuote,
    validation: englishValidation,
    workflow: englishWorkflow,
  },
};

export type SharedMessages = typeof english;

export const sharedMessages: Record<Language, SharedMessages> = {
  en: english,
  fr: {
    resources: frenchResources,
    portal: {
      paperwork: frenchPaperwork,
      quote: frenchQuote,
      validation: frenchValidation,
      workflow: frenchWorkflow,
    },
  },
};
