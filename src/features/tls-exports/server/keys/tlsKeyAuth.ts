import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiKeyOf } from '../../../../server/auth/caller';
import { HttpError } from '../../../../server/http/httpError';
import { tlsApiKeys } from '../../table';
import { hashApiKey } from './apiKeySecrets';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The API key a TLS call came with (docs/tls-export.md#api-keys), null for staff; decorated in
     * the scope of TLS's calls only.
     */
    tlsKey: { id: string; name: string } | null;
  }
}

/**
 * docs/tls-export.md#api-keys: in the scope of TLS's calls, a call with an API key is answered only
 * with a key that exists and is not revoked (401), and carries it as `request.tlsKey`. A key never
 * gets further than the routes marked `config: { tlsKey: true }`: every other call with one was
 * refused already (403, caller.ts), so only these routes pay for the key's lookup.
 * @example tlsKeyAuth(app); // first in tlsExportRoutes, before any route
 */
export function tlsKeyAuth(scope: FastifyInstance): void {
  scope.decorateRequest('tlsKey', null);
  scope.addHook('onRequest', async (request) => {
    const key = apiKeyOf(request);
    if (key === undefined) return;
    const [found] = await scope.db
      .update(tlsApiKeys)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(tlsApiKeys.keyHash, hashApiKey(key)), isNull(tlsApiKeys.revokedAt)))
      .returning({ id: tlsApiKeys.id, name: tlsApiKeys.name });
    if (!found) throw new HttpError(401, 'errors.tlsExports.keyNotValid');
    request.tlsKey = found;
  });
}
