import raFrench from 'ra-language-french';
import { resources } from '../../shared/i18n/fr/resources';
import { validation } from '../../shared/i18n/fr/validation';
import type { PortalMessages } from './englishMessages';
import { engine } from './fr/engine';
import { http } from './fr/http';
import { offline } from './fr/offline';
import { shell } from './fr/shell';

/** docs/languages.md#messages: its own chunk, loaded when a user's language is French. */
export const frenchMessages: PortalMessages = {
  ...raFrench,
  resources,
  portal: { engine, http, offline, shell, validation },
};
