import { eq } from 'drizzle-orm';
import type { Message } from '../definition';
import type { Db } from '../../../server/db/database';
import { orders, orderStatusChanges } from '../../orders/table';

/** What the history lists of a message: its first line, cut to a line's length. */
const EXCERPT_CHARACTERS = 120;

export const historyExcerpt = (text: string) => {
  const firstLine = text.split('\n', 1)[0]!.trim();
  return firstLine.length > EXCERPT_CHARACTERS || firstLine !== text.trim()
    ? `${firstLine.slice(0, EXCERPT_CHARACTERS).trimEnd()}…`
    : firstLine;
};

/** What a history row tells of a message on an order. */
export type HistoryMessage = Pick<
  Message,
  'id' | 'text' | 'authorId' | 'authorName' | 'internal' | 'postedAt'
> & { orderId: string };

/**
 * docs/messages.md#history: a message on an order is a row of its history at the message's time,
 * written as new expected dates are (the status stays), in the message's transaction; an internal
 * note's row is staff's.
 * @example await addHistoryRow(tx, message);
 */
export async function addHistoryRow(db: Db, message: HistoryMessage): Promise<void> {
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, message.orderId));
  if (!order) return;
  await db.insert(orderStatusChanges).values({
    orderId: message.orderId,
    fromStatus: order.status,
    toStatus: order.status,
    note: historyExcerpt(message.text),
    byUserId: message.authorId,
    byName: message.authorName,
    messageId: message.id,
    internal: message.internal,
    at: new Date(message.postedAt),
  });
}
