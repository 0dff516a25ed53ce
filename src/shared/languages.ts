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

/**
 * A text the studio writes in each language (a production step's name, its payment terms): the
 * French one for a French reader when it is written, the English one otherwise.
 * @example inReadersLanguage('Tanning', 'Tannage', 'fr') // 'Tannage'
 */
export const inReadersLanguage = (english: string, french: string, language: Language) =>
  language === 'fr' && french ? french : english;
