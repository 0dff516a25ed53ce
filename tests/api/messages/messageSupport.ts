import type { FastifyInstance } from 'fastify';
import type { Message } from '../../../src/features/messages/definition';
import { demoOrderBody, userId } from '../orders/orderSupport';

type Headers = Record<string, string>;

/**
 * The messages API as a test calls it.
 * @example const messages = messageCalls(app); await messages.posted(client, { orderId, text: 'Hi' });
 */
export function messageCalls(app: FastifyInstance) {
  const post = (headers: Headers, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/messages', headers, payload: body });
  return {
    post,
    /** POST /api/messages; fails the test unless it was created. */
    async posted(headers: Headers, body: Record<string, unknown>): Promise<Message> {
      const answer = await post(headers, body);
      if (answer.statusCode !== 201) throw new Error(`post failed: ${answer.body}`);
      return answer.json();
    },
    /** The thread GET /api/messages answers for `filter`, oldest first. */
    async thread(headers: Headers, filter: Record<string, unknown>): Promise<Message[]> {
      const query = encodeURIComponent(JSON.stringify(filter));
      const answer = await app.inject({
        url: `/api/messages?range=[0,499]&filter=${query}`,
        headers,
      });
      if (answer.statusCode !== 200) throw new Error(`list failed: ${answer.body}`);
      return answer.json();
    },
  };
}

/**
 * A new order of the demo client, made by `admin`, with the demo outfitter and, when asked, the
 * demo PH: a thread no other test writes on; `terms` as staff set them.
 * @example const orderId = await freshOrder(app, admin, { withPh: true });
 */
export async function freshOrder(
  app: FastifyInstance,
  admin: Headers,
  { withPh = false, terms = {} }: { withPh?: boolean; terms?: Record<string, number> } = {},
): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: admin,
    payload: {
      ...(await demoOrderBody(app)),
      outfitterId: await userId(app, 'outfitter@example.com'),
      phId: withPh ? await userId(app, 'ph@example.com') : null,
      ...terms,
    },
  });
  if (answer.statusCode !== 201) throw new Error(`order failed: ${answer.body}`);
  return answer.json().id;
}
