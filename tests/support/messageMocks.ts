import { http, HttpResponse } from 'msw';

/**
 * docs/messages.md: what every shell screen asks of the messages (the header's unread count) and
 * every order or IR screen (its thread, its read mark), answered as "nothing yet". Component tests
 * get them by default (setupApiMocks); a test about messages answers them its own way.
 */
export const quietMessageHandlers = [
  http.get('/api/messages/unread', () => HttpResponse.json({ total: 0, orders: {} })),
  http.get('/api/messages', () =>
    HttpResponse.json([], { headers: { 'Content-Range': 'messages 0-0/0' } }),
  ),
  http.put('/api/orders/:id/read-mark', ({ params }) =>
    HttpResponse.json({ orderId: params.id, readAt: '2026-05-20T09:00:00.000Z' }),
  ),
];
