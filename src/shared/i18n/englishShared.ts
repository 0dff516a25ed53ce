import { lineStages } from './en/lineStages';
import { paperwork } from './en/paperwork';
import { quote } from './en/quote';
import { validation } from './en/validation';
import { workflow } from './en/workflow';

// docs/languages.md#messages: the texts client and server both show, by area under `portal` as the
// screens hold them (a resource's name and labels are in its folder). One module a language, so
// the console's first load holds English alone.
export const englishShared = {
  portal: { lineStages, paperwork, quote, validation, workflow },
};

export type SharedMessages = typeof englishShared;
