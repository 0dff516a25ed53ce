/** docs/api.md#error-shape: the one error shape every API answer uses. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/**
 * An error a route throws to answer the user with a status and a message; the error plugin sends it.
 * @example throw new HttpError(409, 'This record was changed by someone else');
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}
