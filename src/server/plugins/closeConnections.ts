import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * docs/operations.md#stopping: once the app is closing, an answer still in flight closes its
 * connection. Node closes only the connections idle when the stop comes; a keep-alive connection
 * busy then would otherwise stay open after its answer and hold the stop until the grace ends.
 */
export const closeConnectionsPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // An answer whose headers left before the stop (a download still streaming) promised to keep
  // its connection: it is ended once the answer is sent (an injected request has no real socket).
  app.addHook('onResponse', async (request) => {
    const { socket } = request.raw;
    if (closing && typeof socket.end === 'function') socket.end();
  });
});
