import type { FastifyRequest } from 'fastify';

/** The portal's own origin: PUBLIC_URL when set, else the address this request reached. */
export function portalOrigin(request: FastifyRequest): string {
  const publicUrl = request.server.config.PUBLIC_URL;
  return new URL(publicUrl ?? `${request.protocol}://${request.host}`).origin;
}

/** An absolute link to a page of the portal, for e-mails. */
export function portalLink(request: FastifyRequest, pathAndQuery: string): string {
  return new URL(pathAndQuery, portalOrigin(request)).toString();
}
