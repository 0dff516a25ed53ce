import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with these options, worked out once. They are the same on every answer
 * as long as no directive is a function of the request (the portal's are all text, and it uses no
 * nonce); @fastify/helmet built helmet's middleware again on every request, a fiftieth of a list
 * call's server CPU (docs/api.md#lists-without-a-count).
 * @example helmetHeaders({ strictTransportSecurity: false })['x-frame-options'] // 'SAMEORIGIN'
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer, helmet's (content security policy, frame and referrer
 * policies, and the rest), set before any route or refusal answers.
 * @example await app.register(securityHeadersPlugin, { strictTransportSecurity: false });
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
