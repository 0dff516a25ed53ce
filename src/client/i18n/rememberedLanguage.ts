import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/languages';

// docs/languages.md#before-sign-in: the language last shown in this browser, for the pages a user
// sees before the profile says which language is theirs.
const LANGUAGE_KEY = 'app.language';

export function rememberedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = navigator.languages.map((tag) => tag.slice(0, 2));
  return browser.find(isLanguage) ?? DEFAULT_LANGUAGE;
}

export function rememberLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
}
