/**
 * docs/languages.md: the languages the portal speaks; a user's choice is kept on their account.
 * Plain constants, no zod: the entry reads them before any schema loads (bench/bundle).
 */
export const LANGUAGES = ['en', 'fr'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

// Each language is named in itself, so its name reads the same whichever language the screen shows.
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.includes(value as Language);
