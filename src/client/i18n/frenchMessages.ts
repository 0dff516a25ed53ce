import raFrench from 'ra-language-french';
import type { PortalMessages } from './englishMessages';
import { sharedMessages } from '../../shared/i18n/sharedMessages';
import { frenchPageMessages } from './frenchPageMessages';

/** docs/languages.md#messages: its own chunk, loaded when a user's language is French. */
export const frenchMessages: PortalMessages = {
  ...raFrench,
  portal: { ...frenchPageMessages.portal, ...sharedMessages.fr },
};
