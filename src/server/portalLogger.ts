import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';

/**
 * The logger `npm start` runs the portal with (docs/settings.md): one line a request at `info`, with
 * the session cookie, credentials and a new session's Set-Cookie left out of every line. startPortal
 * logs with it unless told otherwise, so the benches measure the logging users run.
 * @example const logger = portalLogger(loadConfig(process.env));
 */
export const portalLogger = ({
  LOG_LEVEL,
}: Pick<AppConfig, 'LOG_LEVEL'>): FastifyServerOptions['logger'] => ({
  level: LOG_LEVEL,
  redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
});
