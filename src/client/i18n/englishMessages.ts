import raEnglish from 'ra-language-english';
import { resources } from '../../shared/i18n/en/resources';
import { account } from './en/account';
import { common } from './en/common';
import { engine } from './en/engine';
import { navigation } from './en/navigation';
import { offline } from './en/offline';
import { englishPageMessages } from './englishPageMessages';

/**
 * docs/languages.md#messages: react-admin's own texts and the portal's, by area under `portal`;
 * the console's chunk, which English (the default language) needs at once.
 */
export const englishMessages = {
  ...raEnglish,
  resources,
  portal: { ...englishPageMessages.portal, account, common, engine, navigation, offline },
};

export type PortalMessages = typeof englishMessages;
