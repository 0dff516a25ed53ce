import type { Language } from '../../../resources/languages';
import { orderStatuses as englishOrderStatuses } from './en/orderStatuses';
import { quote as englishQuote } from './en/quote';
import { resources as englishResources } from './en/resources';
import { validation as englishValidation } from './en/validation';
import { orderStatuses as frenchOrderStatuses } from './fr/orderStatuses';
import { quote as frenchQuote } from './fr/quote';
import { resources as frenchResources } from './fr/resources';
import { validation as frenchValidation } from './fr/validation';

// docs/languages.md#messages: the texts client and server both show, under the keys the screens
// hold them by: resources' names and labels at the top (react-admin's convention), the rest by area
// under `portal`. One entry per area and language.
const english = {
  resources: englishResources,
  portal: {
    orderStatuses: englishOrderStatuses,
    quote: englishQuote,
    validation: englishValidation,
  },
};

export type SharedMessages = typeof english;

export const sharedMessages: Record<Language, SharedMessages> = {
  en: english,
  fr: {
    resources: frenchResources,
    portal: {
      orderStatuses: frenchOrderStatuses,
      quote: frenchQuote,
      validation: frenchValidation,
    },
  },
};
