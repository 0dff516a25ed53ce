import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ORIGIN } from './signIn';

interface CallOptions {
  /** The signed-in user's `cookie` header (from signIn or cookieHeader). */
  cookie?: string | undefined;
  payload?: object;
  /** Replaces the portal's own origin, e.g. `{}` for a call without one (CSRF tests). */
  headers?: Record<string, string>;
}

type Call = (url: string, options?: CallOptions) => Promise<LightMyRequestResponse>;
export type ApiClient = Record<'get' | 'post' | 'put', Call>;

/**
 * `app.inject` as the portal's page calls the API: its own origin, the user's cookies, JSON.
 * @example const api = apiClient(app); await api.post('/api/auth/register', { payload });
 */
export function apiClient(app: FastifyInstance): ApiClient {
  const call =
    (method: 'GET' | 'POST' | 'PUT'): Call =>
    (url, { cookie, payload, headers = ORIGIN } = {}) =>
      app.inject({
        method,
        url,
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
        ...(payload ? { payload } : {}),
      });
  return { get: call('GET'), post: call('POST'), put: call('PUT') };
}
