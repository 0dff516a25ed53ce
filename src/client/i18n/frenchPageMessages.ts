import type { PageMessages } from './englishPageMessages';
import { shell } from './fr/shell';

/** docs/languages.md#messages: loaded when the pages without the shell show French. */
export const frenchPageMessages: PageMessages = {
  portal: { shell },
};
