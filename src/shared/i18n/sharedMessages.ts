import type { Language } from '../../../resources/languages';
import { paperwork as englishPaperwork } from './en/paperwork';
import { workflow as englishWorkflow } from './en/workflow';
import { paperwork as frenchPaperwork } from './fr/paperwork';
import { workflow as frenchWorkflow } from './fr/workflow';

/**
 * docs/languages.md#messages: the texts client and server share, by language; the client puts
 * them under `portal.<area>` with its own.
 */
export const SHARED_MESSAGES = {
  en: { paperwork: englishPaperwork, workflow: englishWorkflow },
  fr: { paperwork: frenchPaperwork, workflow: frenchWorkflow },
} satisfies Record<Language, unknown>;
