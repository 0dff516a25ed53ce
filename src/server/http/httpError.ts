import type { ErrorText } from './errorText';

/** docs/api.md#error-shape: the one error shape every API answer uses. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/**
 * An error a route throws to answer the user with a status and a message; the error plugin sends
 * it, its message and fields' texts worded in the caller's language (docs/languages.md#errors).
 * @example throw new HttpError(400, 'errors.account.newPasswordNeeded', { newPassword: 'errors.account.samePassword' });
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: ErrorText,
    readonly errors?: Readonly<Record<string, ErrorText>>,
  ) {
    super(typeof text === 'string' ? text : text.key);
  }
}
