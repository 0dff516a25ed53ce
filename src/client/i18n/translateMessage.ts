import type { TranslateFunction } from 'react-admin';
import { messageParts } from '../../engine/validationMessage';

/**
 * docs/languages.md#validation-messages: a form's error message in the current language: a
 * schema's key with its arguments, or a text the server already wrote, shown as it is.
 * @example translateMessage(translate, fieldState.error.message)
 */
export function translateMessage(translate: TranslateFunction, message: string): string {
  const { key, args } = messageParts(message);
  return translate(key, { _: key, ...args });
}
