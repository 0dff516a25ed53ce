import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { servedOverHttps } from '../http/servedOverHttps';

// helmet's value: a year, subdomains included.
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Strict-Transport-Security only on answers served over https (docs/sessions.md#tokens-and-cookies):
 * over plain http browsers ignore it, and a LAN install has no https to insist on.
 */
export const transportSecurityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (servedOverHttps(request)) reply.header('strict-transport-security', HSTS);
  });
});
