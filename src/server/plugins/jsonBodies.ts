import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/httpError';
import { nestedDeeperThan } from '../http/jsonDepth';

/**
 * JSON bodies as Fastify parses them (with its prototype-poisoning guards), except that an empty
 * body reads as no body: common HTTP clients send `content-type: application/json` on every
 * request, also on calls that take none (refresh, logout, resend confirmation). A route that needs
 * a body still refuses the missing one through its schema. A body nested deeper than any call
 * takes answers 400 before a route or check walks it.
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
    parseJson(request, text, (error, value) => {
      if (error) done(error, undefined);
      else if (nestedDeeperThan(value)) done(new HttpError(400, 'errors.request.nestedTooDeep'));
      else done(null, value);
    });
  });
});
