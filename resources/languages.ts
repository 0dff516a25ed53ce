import { z } from 'zod';

/** docs/languages.md: the languages the portal speaks; a user's choice is kept on their account. */
export const languageSchema = z.enum(['en', 'fr']);

export type Language = z.infer<typeof languageSchema>;

export const DEFAULT_LANGUAGE: Language = 'en';

// Each language is named in itself, so its name reads the same whichever language the screen shows.
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

/** PUT /api/clients/account/language. */
export const accountLanguageBodySchema = z.object({ language: languageSchema });
