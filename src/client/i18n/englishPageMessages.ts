import { validation } from '../../shared/i18n/en/validation';
import { errors } from './en/errors';
import { forms } from './en/forms';
import { guest } from './en/guest';
import { http } from './en/http';
import { shell } from './en/shell';

/**
 * docs/languages.md#messages: the texts of the entry and the pages without the shell, and of the
 * parts both halves share (forms, HTTP errors), in the first load of every
 * page; the console's messages (englishMessages.ts) include them.
 */
export const englishPageMessages = {
  portal: { errors, forms, guest, http, shell, validation },
};

export type PageMessages = typeof englishPageMessages;
