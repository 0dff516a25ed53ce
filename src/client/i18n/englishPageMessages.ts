import { shell } from './en/shell';

/**
 * docs/languages.md#messages: the texts of the entry and the pages without the shell, in the first
 * load of every page; the console's messages (englishMessages.ts) include them.
 */
export const englishPageMessages = {
  portal: { shell },
};

export type PageMessages = typeof englishPageMessages;
