import raFrench from 'ra-language-french';
import type { PortalMessages } from './englishMessages';
import { account } from './fr/account';
import { common } from './fr/common';
import { errors } from './fr/errors';
import { forms } from './fr/forms';
import { guest } from './fr/guest';
import { navigation } from './fr/navigation';
import { shell } from './fr/shell';

/** docs/languages.md#messages: its own chunk, loaded when a user's language is French. */
export const frenchMessages: PortalMessages = {
  ...raFrench,
  portal: { account, common, errors, forms, guest, navigation, shell },
};
