import raEnglish from 'ra-language-english';
import { shell } from './en/shell';

/**
 * docs/languages.md#messages: react-admin's own texts and the portal's, by area under `portal`.
 * In the first load, since English is the default language.
 */
export const englishMessages = {
  ...raEnglish,
  portal: { shell },
};

export type PortalMessages = typeof englishMessages;
