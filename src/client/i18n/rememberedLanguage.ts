import { DEFAULT_LANGUAGE, languageSchema, type Language } from '../../../resources/languages';

// docs/languages.md#before-sign-in: the language last shown in this browser, for the pages a user
// sees before the profile says which language is theirs.
const LANGUAGE_KEY = 'app.language';

export function rememberedLanguage(): Language {
  const stored = languageSchema.safeParse(localStorage.getItem(LANGUAGE_KEY));
  if (stored.success) return stored.data;
  const browser = navigator.languages.map((tag) => tag.slice(0, 2));
  return (
    browser.map((tag) => languageSchema.safeParse(tag)).find((parsed) => parsed.success)?.data ??
    DEFAULT_LANGUAGE
  );
}

export function rememberLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
}
