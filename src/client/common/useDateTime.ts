import { useLocaleState } from 'react-admin';

/** docs/languages.md#formats: a moment written in the console's language, date and time. */
export function useDateTime(): (iso: string) => string {
  const [locale] = useLocaleState();
  return (iso) => new Date(iso).toLocaleString(locale);
}
