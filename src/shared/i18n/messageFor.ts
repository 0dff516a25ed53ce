import type { Language } from '../../../resources/languages';
import { SHARED_MESSAGES } from './sharedMessages';

type Messages = { readonly [key: string]: string | Messages };
export type MessageValues = Readonly<Record<string, string | number>>;

// Polyglot's plural rules for the portal's two languages: French counts 0 and 1 as singular.
const pluralIndex = (language: Language, count: number) =>
  language === 'fr' ? (count < 2 ? 0 : 1) : count === 1 ? 0 : 1;

/**
 * A shared message (`portal.<area>.<key>`) in `language`, read the way polyglot reads it on the
 * client: `%{name}` values, and ` |||| ` forms chosen by `smart_count`. An unknown key answers
 * itself, as polyglot does.
 * @example messageFor('en', 'portal.workflow.orderStatuses.draft') // 'Draft'
 */
export function messageFor(language: Language, key: string, values: MessageValues = {}): string {
  const found = key
    .replace(/^portal\./, '')
    .split('.')
    .reduce<Messages | string | undefined>(
      (messages, part) => (typeof messages === 'object' ? messages[part] : undefined),
      SHARED_MESSAGES[language],
    );
  if (typeof found !== 'string') return key;
  const forms = found.split(' |||| ');
  const count = values.smart_count;
  const form =
    typeof count === 'number' && forms.length > 1
      ? forms[pluralIndex(language, count)]!
      : forms[0]!;
  return form.replace(/%\{(\w+)\}/g, (all, name: string) =>
    name in values ? String(values[name]) : all,
  );
}
