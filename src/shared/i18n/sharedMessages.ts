import type { Language } from '../../../resources/languages';
import { orderStatuses as englishOrderStatuses } from './en/orderStatuses';
import { quote as englishQuote } from './en/quote';
import { orderStatuses as frenchOrderStatuses } from './fr/orderStatuses';
import { quote as frenchQuote } from './fr/quote';

// docs/languages.md#messages: the texts client and server both show, one entry per area and language
// (the screens have them under `portal.<area>`, the server at the top).
const english = {
  orderStatuses: englishOrderStatuses,
  quote: englishQuote,
};

export type SharedMessages = typeof english;

export const sharedMessages: Record<Language, SharedMessages> = {
  en: english,
  fr: {
    orderStatuses: frenchOrderStatuses,
    quote: frenchQuote,
  },
};
