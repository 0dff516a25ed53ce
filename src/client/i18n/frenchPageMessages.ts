import type { PageMessages } from './englishPageMessages';
import { errors } from './fr/errors';
import { forms } from './fr/forms';
import { guest } from './fr/guest';
import { shell } from './fr/shell';

/** docs/languages.md#messages: loaded when the pages without the shell show French. */
export const frenchPageMessages: PageMessages = {
  portal: { errors, forms, guest, shell },
};
