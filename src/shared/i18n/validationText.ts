import type { Language } from '../languages';
import { sharedText } from './messageFor';
import { messageParts } from '../../engine/validationMessage';

/**
 * docs/languages.md#validation-messages: a schema's message as text in a language, its
 * arguments put in (polyglot's `%{name}`); zod's own messages stay as they are.
 * @example validationText('en', validationMessage('atMostCharacters', { max: 200 })) // 'Use at most 200 characters'
 */
export function validationText(language: Language, message: string): string {
  const { key, args } = messageParts(message);
  return (sharedText(language, key) ?? key).replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in args ? String(args[name]) : whole,
  );
}
