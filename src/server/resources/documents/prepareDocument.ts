import { eq } from 'drizzle-orm';
import { clients, files, instructionRegisters, orders } from '../../db/schema';
import type { Values, WriteContext } from '../../engine/resourceStore';
import type { ErrorKey } from '../../http/errorText';
import { HttpError } from '../../http/httpError';

const refuse = (field: string, why: ErrorKey) => new HttpError(400, why, { [field]: why });

/**
 * The links that carry a client, with their refusals: an order's client is the document's, so a
 * different client is the wrong one; an IR's client comes after the order's, so there the IR is.
 */
const CLIENT_LINKS = {
  orderId: {
    table: orders,
    missing: 'errors.documents.noSuchOrder',
    mismatch: { field: 'clientId', why: 'errors.documents.orderOfAnotherClient' },
  },
  irId: {
    table: instructionRegisters,
    missing: 'errors.documents.noSuchIr',
    mismatch: { field: 'irId', why: 'errors.documents.irOfAnotherClient' },
  },
} as const;

/**
 * docs/documents.md "Links" and "Files": a document takes a file its writer uploaded, belongs to
 * its order's or IR's client, and a client's own upload without links is theirs. Whether the writer
 * may put it there at all is the engine's check after the write (the document must be one they may
 * read).
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
    if (file?.uploadedBy !== user.id)
      throw refuse('fileId', 'portal.validation.uploadTheFileFirst');
  }
  let clientId = body.clientId as string | null;
  for (const [field, link] of Object.entries(CLIENT_LINKS)) {
    if (!body[field]) continue;
    const [linked] = await tx
      .select({ clientId: link.table.clientId })
      .from(link.table)
      .where(eq(link.table.id, body[field] as string));
    if (!linked) throw refuse(field, link.missing);
    // An IR may not name its client yet: the document then keeps the client it was given.
    if (!linked.clientId) continue;
    if (clientId && clientId !== linked.clientId)
      throw refuse(link.mismatch.field, link.mismatch.why);
    clientId = linked.clientId;
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
