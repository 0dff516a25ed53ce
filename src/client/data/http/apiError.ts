import { pageI18nProvider } from '../../i18n/pageI18nProvider';

// docs/api.md#request-errors: a call fails with one of three request-layer kinds, or with the HTTP status and its data.
export const requestErrorKinds = ['TIMEOUT_ERROR', 'FETCH_ERROR', 'PARSING_ERROR'] as const;

export type RequestErrorKind = (typeof requestErrorKinds)[number];

/** The API's one error shape (docs/api.md#error-shape): `{ message, errors?: { field: why } }`. */
export interface ApiErrorData {
  message?: string;
  errors?: Record<string, string>;
}

/**
 * The one error every call of the HTTP client rejects with.
 * `status` is the HTTP status (a number) or a request-layer kind; `body` mirrors `data` because
 * react-admin reads server-side field errors from `error.body.errors`.
 *
 * @example new ApiError(409, { message: 'E-mail already registered' })
 */
export class ApiError extends Error {
  readonly status: number | RequestErrorKind;
  readonly data: unknown;
  /**
   * `data` again, as a property of its own: react-admin's save hands a form the field errors only
   * of an error that owns `body` (a getter on the prototype is not enough), and otherwise shows
   * neither them nor a notification.
   */
  readonly body: unknown;

  constructor(status: number | RequestErrorKind, data: unknown, message?: string) {
    super(message ?? messageOf(status, data));
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.body = data;
  }

  /** The field errors the API answered, if any. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.data as ApiErrorData | null)?.errors;
    return errors && typeof errors === 'object' ? errors : {};
  }
}

const kindMessages: Record<RequestErrorKind, string> = {
  TIMEOUT_ERROR: 'portal.http.timeout',
  FETCH_ERROR: 'portal.http.unreachable',
  PARSING_ERROR: 'portal.http.unreadable',
};

// docs/languages.md#messages: said in the user's language when the call fails; the server's own
// message is shown as it came.
function messageOf(status: number | RequestErrorKind, data: unknown): string {
  const { translate } = pageI18nProvider;
  if (typeof status === 'string') return translate(kindMessages[status]);
  const message = (data as ApiErrorData | null)?.message;
  return typeof message === 'string' && message
    ? message
    : translate('portal.http.failedWithStatus', { status });
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
