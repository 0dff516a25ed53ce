import { errors } from './en/errors';
import { forms } from './en/forms';
import { guest } from './en/guest';
import { shell } from './en/shell';

/**
 * docs/languages.md#messages: the texts of the entry and the pages without the shell, in the first
 * load of every page; the console's messages (englishMessages.ts) include them.
 */
export const englishPageMessages = {
  portal: { errors, forms, guest, shell },
};

export type PageMessages = typeof englishPageMessages;
