import raFrench from 'ra-language-french';
import type { PortalMessages } from './englishMessages';
import { account } from './fr/account';
import { common } from './fr/common';
import { irDocuments } from './fr/irDocuments';
import { navigation } from './fr/navigation';
import { frenchPageMessages } from './frenchPageMessages';

/** docs/languages.md#messages: its own chunk, loaded when a user's language is French. */
export const frenchMessages: PortalMessages = {
  ...raFrench,
  portal: { ...frenchPageMessages.portal, account, common, irDocuments, navigation },
};
