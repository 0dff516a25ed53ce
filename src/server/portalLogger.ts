import { LogController, type FastifyServerOptions } from 'fastify';
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

/**
 * docs/settings.md#logs: one line a request, written when its answer is sent, with the request,
 * the status and the time it took. Fastify's own writes two (one when the request comes in): on
 * the hottest calls, a list page, writing and serializing the second line cost more than
 * finding the page.
 * @example Fastify({ logger, logController: new OneLineRequestLog() });
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    ...[error, request, reply]: Parameters<LogController['requestCompleted']>
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
