import { eq } from 'drizzle-orm';
import { clients } from '../../clients/table';
import { instructionRegisters } from '../../instruction-registers/table';
import { orders } from '../../orders/table';
import type { Values, WriteContext } from '../../../engine/server/resourceStore';
import type { ErrorKey } from '../../../server/http/errorText';
import { HttpError } from '../../../server/http/httpError';

const refuse = (field: string, why: ErrorKey) => new HttpError(400, why, { [field]: why });

/**
 * docs/documents.md "Links": an order's client is the document's; a register's links are the
 * register's own, its client (none while it names none) and the order made from it, so a document
 * cannot reach a client or an order through an IR that does not belong to them.
 */
async function linkedClient(tx: WriteContext['tx'], body: Values): Promise<string | null> {
  let clientId = body.clientId as string | null;
  let orderIrId: string | null = null;
  if (body.orderId) {
    const [order] = await tx
      .select({ clientId: orders.clientId, irId: orders.irId })
      .from(orders)
      .where(eq(orders.id, body.orderId as string));
    if (!order) throw refuse('orderId', 'errors.documents.noSuchOrder');
    if (clientId && clientId !== order.clientId)
      throw refuse('clientId', 'errors.documents.orderOfAnotherClient');
    clientId = order.clientId;
    orderIrId = order.irId;
  }
  if (!body.irId) return clientId;
  const [ir] = await tx
    .select({ clientId: instructionRegisters.clientId })
    .from(instructionRegisters)
    .where(eq(instructionRegisters.id, body.irId as string));
  if (!ir) throw refuse('irId', 'errors.documents.noSuchIr');
  if (body.orderId && orderIrId !== body.irId)
    throw refuse('orderId', 'errors.documents.orderOfAnotherIr');
  if (clientId && clientId !== ir.clientId)
    throw refuse(
      'irId',
      ir.clientId ? 'errors.documents.irOfAnotherClient' : 'errors.documents.irOfNoClient',
    );
  return ir.clientId;
}

/**
 * docs/documents.md "Links": a document belongs to its order's or IR's client, and a client's own
 * upload without links is theirs. Whether the writer may link those records at all is the engine's
 * check before (recordAccess.ts), whether its file is theirs to attach the engine's file check
 * after (fileHolding.ts), and whether the document is then theirs to read its check after the write.
 * @example hooks: { prepare: prepareDocument }
 */
export async function prepareDocument({ tx, user }: WriteContext, body: Values): Promise<Values> {
  let clientId = await linkedClient(tx, body);
  if (!clientId && !body.irId && user.roles.includes('client')) {
    const [own] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.userId, user.id));
    clientId = own?.id ?? null;
  }
  return { ...body, clientId };
}
