import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

// docs/sessions.md#e-mail-links: a link in an e-mail is built from configuration only. A Host
// header is the caller's to choose, so a link built from it would send a victim's reset code to
// whatever host an attacker names.

const WILDCARD_OR_LOOPBACK = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/**
 * The portal's public origin: PUBLIC_URL when set, else the address it was started on (a wildcard
 * or loopback address reads as localhost), with the port it really listens on.
 * @example publicOrigin(config, 3000) // 'http://localhost:3000'
 */
export function publicOrigin(config: AppConfig, listeningPort: number = config.PORT): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const host = WILDCARD_OR_LOOPBACK.has(config.HOST)
    ? 'localhost'
    : config.HOST.includes(':')
      ? `[${config.HOST}]`
      : config.HOST;
  return `http://${host}:${listeningPort}`;
}

/** The public origin of a running app: the port comes from the socket once it listens (PORT=0). */
export function appOrigin(app: FastifyInstance): string {
  const address = app.server.listening ? app.server.address() : null;
  const port = typeof address === 'object' && address ? address.port : undefined;
  return publicOrigin(app.config, port);
}

/** An absolute link to a page of the portal, for e-mails. */
export function portalLink(request: Pick<FastifyRequest, 'server'>, pathAndQuery: string): string {
  return new URL(pathAndQuery, appOrigin(request.server)).toString();
}
