import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON bodies as Fastify parses them (with its prototype-poisoning guards), except that an empty
 * body reads as no body: common HTTP clients send `content-type: application/json` on every
 * request, also on calls that take none (refresh, logout, resend confirmation). A route that needs
 * a body still refuses the missing one through its schema.
 */
export const jsonBodiesPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
});
