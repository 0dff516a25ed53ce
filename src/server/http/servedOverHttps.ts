import type { FastifyRequest } from 'fastify';

/**
 * docs/sessions.md#tokens-and-cookies: the portal is served over https when its PUBLIC_URL says so,
 * whatever a proxy forwards (or forgets to), or when this request came over https.
 * @example reply.setCookie(name, value, { secure: servedOverHttps(request) });
 */
export function servedOverHttps(request: FastifyRequest): boolean {
  const publicUrl = request.server.config.PUBLIC_URL;
  if (publicUrl && new URL(publicUrl).protocol === 'https:') return true;
  return request.protocol === 'https';
}
