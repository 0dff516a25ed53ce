import type { Language } from '../languages';
import { englishShared, type SharedMessages } from './englishShared';
import { frenchShared } from './frenchShared';

/** The shared texts in every language, for code that says them in a language it is given. */
export const sharedMessages: Record<Language, SharedMessages> = {
  en: englishShared,
  fr: frenchShared,
};
