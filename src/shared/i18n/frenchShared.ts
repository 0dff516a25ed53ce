import type { SharedMessages } from './englishShared';
import { lineStages } from './fr/lineStages';
import { paperwork } from './fr/paperwork';
import { quote } from './fr/quote';
import { validation } from './fr/validation';
import { workflow } from './fr/workflow';

/** docs/languages.md#messages: the shared texts in French, in the French chunk on the console. */
export const frenchShared: SharedMessages = {
  portal: { lineStages, paperwork, quote, validation, workflow },
};
