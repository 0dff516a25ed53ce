import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';

/**
 * The logger `npm start` runs the portal with (docs/settings.md): one line a request at `info`, with
 * the session cookie, credentials and a new session's Set-Cookie left out of every line. The benches
 * start the portal with it too, so they measure the logging users run.
 * @example const portal = await startPortal(config, portalLogger(config));
 */
export const portalLogger = ({
  LOG_LEVEL,
}: Pick<AppConfig, 'LOG_LEVEL'>): FastifyServerOptions['logger'] => ({
  level: LOG_LEVEL,
  redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
});
