import { validation } from '../../shared/i18n/fr/validation';
import type { PageMessages } from './englishPageMessages';
import { errors } from './fr/errors';
import { forms } from './fr/forms';
import { guest } from './fr/guest';
import { http } from './fr/http';
import { shell } from './fr/shell';

/** docs/languages.md#messages: loaded when the pages without the shell show French. */
export const frenchPageMessages: PageMessages = {
  portal: { errors, forms, guest, http, shell, validation },
};
