import raFrench from 'ra-language-french';
import type { PortalMessages } from './englishMessages';
import { shell } from './fr/shell';

/** docs/languages.md#messages: its own chunk, loaded when a user's language is French. */
export const frenchMessages: PortalMessages = {
  ...raFrench,
  portal: { shell },
};
