import raEnglish from 'ra-language-english';
import { account } from './en/account';
import { common } from './en/common';
import { errors } from './en/errors';
import { forms } from './en/forms';
import { guest } from './en/guest';
import { navigation } from './en/navigation';
import { shell } from './en/shell';

/**
 * docs/languages.md#messages: react-admin's own texts and the portal's, by area under `portal`.
 * In the first load, since English is the default language.
 */
export const englishMessages = {
  ...raEnglish,
  portal: { account, common, errors, forms, guest, navigation, shell },
};

export type PortalMessages = typeof englishMessages;
