import { ApiError } from './apiError';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object or array is sent as JSON (docs/api.md#requests); a string is sent as it is. */
  body?: unknown;
  /** Appended to the URL (docs/api.md#requests); null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: HeadersInit;
  signal?: AbortSignal | null;
  /** 'blob' reads a successful answer as bytes (a PDF, a file) into `blob`; errors are JSON as always. */
  responseType?: 'json' | 'blob';
}

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The answer read as JSON; null when the body is empty. */
  data: T;
  /** The raw body, for callers (react-admin's data provider) that want it; empty for a blob. */
  text: string;
  /** The body as bytes, when asked for with `responseType: 'blob'`. */
  blob?: Blob;
}

export interface SendSettings {
  origin: string;
  timeoutMs: number;
  fetch: typeof fetch;
  /** The language the screens show, sent as Accept-Language so the API's errors speak it. */
  language: () => string;
}

/** The URL of a call: a path with no host goes to the portal's own origin (docs/api.md#requests). */
export function buildUrl(origin: string, path: string, query?: Record<string, QueryValue>): URL {
  const url = new URL(path, origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) url.searchParams.append(name, String(value));
  }
  return url;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') {
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    return body;
  }
  if (body instanceof FormData || body instanceof Blob) return body;
  headers.set('content-type', 'application/json');
  return JSON.stringify(body);
}

/**
 * One request and nothing else: no refresh, no retry. Success is any status 200-299 (docs/api.md#requests);
 * everything else rejects with an ApiError of one of the kinds of docs/api.md#request-errors.
 */
export async function sendRequest<T>(
  settings: SendSettings,
  path: string,
  options: RequestOptions = {},
): Promise<HttpResponse<T>> {
  const headers = new Headers(options.headers);
  headers.set('accept', 'application/json');
  // docs/languages.md#errors: a guest has no profile language; the server answers in this one.
  headers.set('accept-language', settings.language());
  const body = encodeBody(options.body, headers);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, settings.timeoutMs);
  const callerSignal = options.signal;
  const abortFromCaller = () => controller.abort();
  callerSignal?.addEventListener('abort', abortFromCaller);
  const failure = (error: unknown) => {
    if (timedOut) return new ApiError('TIMEOUT_ERROR', null);
    // A caller that cancels (react-query on unmount) gets its own AbortError back, not a failure.
    if (callerSignal?.aborted) return error;
    return new ApiError('FETCH_ERROR', error instanceof Error ? error.message : String(error));
  };

  let status: number;
  let responseHeaders: Headers;
  let text = '';
  let blob: Blob | undefined;
  try {
    const response = await settings.fetch(buildUrl(settings.origin, path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    status = response.status;
    responseHeaders = response.headers;
    if (options.responseType === 'blob' && response.ok) blob = await response.blob();
    else text = await response.text();
  } catch (error) {
    throw failure(error);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abortFromCaller);
  }

  const ok = status >= 200 && status < 300;
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      if (ok) throw new ApiError('PARSING_ERROR', text);
      data = { message: text };
    }
  }
  if (!ok) throw new ApiError(status, data);
  return { status, headers: responseHeaders, data: data as T, text, blob };
}
