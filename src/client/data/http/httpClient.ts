import { apiPaths } from '../../../shared/apiPaths';
import { pageI18nProvider } from '../../i18n/pageI18nProvider';
import { isApiError } from './apiError';
import {
  sendRequest,
  type HttpResponse,
  type RequestOptions,
  type SendSettings,
} from './sendRequest';

export interface HttpClientOptions {
  /** Where paths without a host go; the page's own origin by default (docs/api.md#requests). */
  origin?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The language sent as Accept-Language; the one the screens show by default (docs/languages.md#errors). */
  language?: () => string;
  /** docs/sessions.md#401-refresh: called when the refresh answers 401, so the auth state can say 'logged out'. */
  onSessionExpired?: () => void;
  /** The browser's Web Locks, which tabs of one origin share; absent, refreshes are not shared. */
  locks?: Pick<LockManager, 'request'> | undefined;
}

// docs/sessions.md#refresh: tabs share one cookie jar, so two tabs refreshing at once would send the
// same refresh token twice; the lock makes them take turns, each with the cookie the last one set.
const REFRESH_LOCK = 'trophy-portal:refresh';

export type RefreshOutcome = 'refreshed' | 'expired' | 'failed';

export interface HttpClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'method'>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  /** One refresh at a time: callers that ask while one runs share its outcome. */
  refreshSession(): Promise<RefreshOutcome>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

// docs/sessions.md#401-refresh: a 401 on login means wrong credentials, and a 401 on refresh means the session is over.
const callsWithoutRefresh = new Set<string>([apiPaths.auth.login, apiPaths.auth.refresh]);

/**
 * The one HTTP client of the portal: every call, the data provider's included, goes through it.
 *
 * @example
 * const http = createHttpClient({ onSessionExpired: () => authStore.loggedOut() });
 * const profile = await http.get<Profile>(apiPaths.clients.profile);
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const settings: SendSettings = {
    origin: options.origin ?? globalThis.location?.origin ?? 'http://localhost',
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    language: options.language ?? (() => pageI18nProvider.getLocale()),
  };
  const locks = 'locks' in options ? options.locks : globalThis.navigator?.locks;
  let refreshing: Promise<RefreshOutcome> | null = null;

  async function runRefresh(): Promise<RefreshOutcome> {
    const send = () => sendRequest(settings, apiPaths.auth.refresh, { method: 'POST' });
    try {
      await (locks ? locks.request(REFRESH_LOCK, send) : send());
      return 'refreshed';
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        options.onSessionExpired?.();
        return 'expired';
      }
      return 'failed';
    }
  }

  function refreshSession(): Promise<RefreshOutcome> {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(path: string, requestOptions: RequestOptions = {}) {
    try {
      return await sendRequest<T>(settings, path, requestOptions);
    } catch (error) {
      const pathname = new URL(path, settings.origin).pathname;
      if (!isApiError(error) || error.status !== 401 || callsWithoutRefresh.has(pathname)) {
        throw error;
      }
      // docs/sessions.md#401-refresh: one refresh; on success the call is retried once, on 401 the user is logged out.
      if ((await refreshSession()) !== 'refreshed') throw error;
      return sendRequest<T>(settings, path, requestOptions);
    }
  }

  async function get<T>(path: string, getOptions?: Omit<RequestOptions, 'method'>) {
    return (await request<T>(path, getOptions)).data;
  }
  async function post<T>(path: string, body?: unknown) {
    return (await request<T>(path, { method: 'POST', body })).data;
  }
  async function put<T>(path: string, body?: unknown) {
    return (await request<T>(path, { method: 'PUT', body })).data;
  }

  return { request, get, post, put, refreshSession };
}
