import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clients } from '../../../src/features/clients/table';
import { orders } from '../../../src/features/orders/table';
import { users } from '../../../src/features/users/table';
import { multipart, pdfBytes } from '../files/fileSamples';

let uploads = 0;

/**
 * Uploads a small PDF as `headers` through POST /api/files and answers its id; fails otherwise.
 * @example const fileId = await uploadPdf(app, outfitter);
 */
export async function uploadPdf(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<string> {
  uploads += 1;
  return uploaded(app, headers, 'permit.pdf', pdfBytes(`permit ${Date.now()} ${uploads}`));
}

/**
 * Uploads `data` as `filename` as `headers` through POST /api/files and answers its id; fails
 * otherwise.
 * @example const logoFileId = await uploaded(app, admin, 'logo.png', await uprightPng(40, 20));
 */
export async function uploaded(
  app: FastifyInstance,
  headers: Record<string, string>,
  filename: string,
  data: Buffer,
): Promise<string> {
  const body = multipart([{ name: 'file', filename, data }]);
  const answer = await app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  if (answer.statusCode !== 201) throw new Error(`upload failed: ${answer.body}`);
  return answer.json().id;
}

/**
 * Demo orders a test links documents to: the demo client's own (her outfitter sees it, no PH), one
 * where the demo PH is the PH, and the demo client's record.
 * @example const { clientOrder, phOrder } = await demoOrderIds(app);
 */
export async function demoOrderIds(app: FastifyInstance) {
  const [client] = await app.db
    .select({ id: clients.id })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(eq(users.email, 'client@example.com'));
  const [ph] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'ph@example.com'));
  const [clientOrder] = await app.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.clientId, client!.id), isNull(orders.phId)))
    .orderBy(asc(orders.number));
  const [phOrder] = await app.db
    .select({ id: orders.id, clientId: orders.clientId })
    .from(orders)
    .where(and(eq(orders.phId, ph!.id), isNotNull(orders.outfitterId)))
    .orderBy(asc(orders.number));
  return {
    clientId: client!.id,
    clientOrder: clientOrder!.id,
    phOrder: phOrder!.id,
    phOrderClient: phOrder!.clientId,
  };
}

/** A valid document body for a file, linked to an order. */
export const documentBody = (
  fileId: string,
  orderId: string,
  extra: Record<string, unknown> = {},
) => ({
  title: 'Hunting register',
  kind: 'huntingRegister',
  fileId,
  orderId,
  ...extra,
});

type Headers = Record<string, string>;

/**
 * The documents API as a test calls it: add a document with a fresh upload, list with a filter.
 * @example const docs = documentCalls(app); const doc = await docs.add(outfitter, { orderId });
 */
export function documentCalls(app: FastifyInstance) {
  return {
    /** POST /api/documents with a file `headers` just uploaded; the raw answer. */
    async post(headers: Headers, body: Record<string, unknown>) {
      const fileId = await uploadPdf(app, headers);
      return app.inject({
        method: 'POST',
        url: '/api/documents',
        headers,
        payload: { title: 'Permit', kind: 'other', fileId, ...body },
      });
    },
    /** As post, and fails the test unless it was created. */
    async add(headers: Headers, body: Record<string, unknown>) {
      const answer = await this.post(headers, body);
      if (answer.statusCode !== 201) throw new Error(`add failed: ${answer.body}`);
      return answer.json() as Record<string, unknown> & {
        id: string;
        fileId: string;
        version: number;
      };
    },
    /** The ids GET /api/documents answers for `filter`. */
    async ids(headers: Headers, filter: Record<string, unknown> = {}) {
      const query = encodeURIComponent(JSON.stringify(filter));
      const answer = await app.inject({
        url: `/api/documents?range=[0,499]&filter=${query}`,
        headers,
      });
      if (answer.statusCode !== 200) throw new Error(`list failed: ${answer.body}`);
      return (answer.json() as { id: string }[]).map((document) => document.id);
    },
  };
}
