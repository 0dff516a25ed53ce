import raEnglish from 'ra-language-english';
import { account } from './en/account';
import { common } from './en/common';
import { irDocuments } from './en/irDocuments';
import { navigation } from './en/navigation';
import { englishPageMessages } from './englishPageMessages';

/**
 * docs/languages.md#messages: react-admin's own texts and the portal's, by area under `portal`;
 * the console's chunk, which English (the default language) needs at once.
 */
export const englishMessages = {
  ...raEnglish,
  portal: { ...englishPageMessages.portal, account, common, irDocuments, navigation },
};

export type PortalMessages = typeof englishMessages;
