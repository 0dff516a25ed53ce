import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../../../shared/apiPaths';
import { tlsApiKeys } from '../../table';
import { HttpError } from '../../../../server/http/httpError';
import { hashApiKey } from './apiKeySecrets';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key a TLS call came with (docs/tls-export.md#api-keys); null for everyone else. */
    tlsKey: { id: string; name: string } | null;
  }
  interface FastifyContextConfig {
    /** The route answers TLS's API keys as well as staff. */
    tlsKey?: boolean;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The key of an `Authorization: Bearer <key>` header, if the request has one. */
const bearerKey = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];

/**
 * Whether a call carries an API key: its holder sends it, a browser never adds one on its own, so
 * csrf lets it through (app.ts gives it to csrfPlugin).
 */
export const carriesApiKey = (request: FastifyRequest): boolean => bearerKey(request) !== undefined;

/**
 * docs/tls-export.md#api-keys: a call with `Authorization: Bearer <key>` is TLS's, never a
 * session's. It reaches only the routes marked `config: { tlsKey: true }` (403 elsewhere), and
 * only with a key that exists and is not revoked (401).
 * @example await app.register(tlsKeyAuthPlugin); // after currentUserPlugin
 */
export const tlsKeyAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('tlsKey', null);
  app.addHook('onRequest', async (request) => {
    if (request.headers.authorization === undefined) return;
    const key = bearerKey(request);
    if (!key || !request.url.startsWith(`${API_PREFIX}/`)) return;
    request.user = null;
    if (!request.routeOptions.config.tlsKey) {
      throw new HttpError(403, 'errors.tlsExports.keyReachesTlsOnly');
    }
    const [found] = await app.db
      .update(tlsApiKeys)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(tlsApiKeys.keyHash, hashApiKey(key)), isNull(tlsApiKeys.revokedAt)))
      .returning({ id: tlsApiKeys.id, name: tlsApiKeys.name });
    if (!found) throw new HttpError(401, 'errors.tlsExports.keyNotValid');
    request.tlsKey = found;
  });
});
