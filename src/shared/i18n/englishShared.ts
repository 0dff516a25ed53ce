import { paperwork } from './en/paperwork';
import { quote } from './en/quote';
import { resources } from './en/resources';
import { validation } from './en/validation';
import { workflow } from './en/workflow';

// docs/languages.md#messages: the texts client and server both show, under the keys the screens
// hold them by: resources' names and labels at the top (react-admin's convention), the rest by area
// under `portal`. One module a language, so the console's first load holds English alone.
export const englishShared = {
  resources,
  portal: { paperwork, quote, validation, workflow },
};

export type SharedMessages = typeof englishShared;
