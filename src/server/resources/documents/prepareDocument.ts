import { eq } from 'drizzle-orm';
import { clients, files, orders } from '../../db/schema';
import type { Values, WriteContext } from '../../engine/resourceStore';
import { HttpError } from '../../http/httpError';

const refuse = (field: string, why: string) => new HttpError(400, why, { [field]: why });

/**
 * docs/documents.md "Links" and "Files": a document takes a file its writer uploaded, belongs to
 * its order's client, and a client's own upload without links is theirs. Whether the writer may put
 * it there at all is the engine's check after the write (the document must be one they may read).
 * @example hooks: { prepare: prepareDocument }
 */
export async function prepareDocument(
  { tx, user }: WriteContext,
  body: Values,
  before: Values | null,
): Promise<Values> {
  if (body.fileId !== before?.fileId) {
    // docs/files.md "Who may read": attaching a file grants reading it, so only its uploader may.
    const [file] = await tx
      .select({ uploadedBy: files.uploadedBy })
      .from(files)
      .where(eq(files.id, body.fileId as string));
    if (file?.uploadedBy !== user.id) throw refuse('fileId', 'Upload the file first');
  }
  let clientId = body.clientId as string | null;
  if (body.orderId) {
    const [order] = await tx
      .select({ clientId: orders.clientId })
      .from(orders)
      .where(eq(orders.id, body.orderId as string));
    if (!order) throw refuse('orderId', 'No such order');
    if (clientId && clientId !== order.clientId) {
      throw refuse('clientId', 'The order is for another client');
    }
    clientId = order.clientId;
  }
  if (!clientId && !body.irId && user.roles.includes('client')) {
    const [own] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.userId, user.id));
    clientId = own?.id ?? null;
  }
  return { ...body, clientId };
}
