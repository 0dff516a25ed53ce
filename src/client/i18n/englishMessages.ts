import raEnglish from 'ra-language-english';
import { sharedMessages } from '../../shared/i18n/sharedMessages';
import { englishPageMessages } from './englishPageMessages';

/**
 * docs/languages.md#messages: react-admin's own texts and the portal's, by area under `portal`;
 * the console's chunk, which English (the default language) needs at once.
 */
export const englishMessages = {
  ...raEnglish,
  portal: { ...englishPageMessages.portal, ...sharedMessages.en },
};

export type PortalMessages = typeof englishMessages;
