import raEnglish from 'ra-language-english';
import { resources } from '../../shared/i18n/en/resources';
import { validation } from '../../shared/i18n/en/validation';
import { engine } from './en/engine';
import { http } from './en/http';
import { offline } from './en/offline';
import { shell } from './en/shell';

/**
 * docs/languages.md#messages: react-admin's own texts and the portal's, by area under `portal`.
 * In the first load, since English is the default language.
 */
export const englishMessages = {
  ...raEnglish,
  resources,
  portal: { engine, http, offline, shell, validation },
};

export type PortalMessages = typeof englishMessages;
