import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/httpError';
import { requestOrigin } from './portalOrigin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfOptions {
  /**
   * Whether a call carries what no browser adds on its own (TLS's API key,
   * docs/tls-export.md#api-keys), so it cannot be forged cross-site. Given by app.ts: auth/ knows
   * no feature (docs/architecture.md#import-rules).
   */
  sentByItsHolder?: (request: FastifyRequest) => boolean;
}

/**
 * Refuses a state-changing request unless the browser says it comes from the portal's own origin.
 * SameSite=Lax cookies already stop most cross-site posts; this closes the rest (docs/sessions.md#cross-site-requests).
 * Every request a route takes is checked, not only URLs that read as /api: the router decodes
 * `/%61pi/...` to an API route. A path no route takes changes nothing; it keeps its 404.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, options: CsrfOptions) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.is404) return;
    if (options.sentByItsHolder?.(request)) return;
    const from = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (!from || from !== requestOrigin(request)) {
      throw new HttpError(403, 'errors.request.notFromPortal');
    }
  });
});

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}
