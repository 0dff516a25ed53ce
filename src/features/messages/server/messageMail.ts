import { eq } from 'drizzle-orm';
import type { Message } from '../definition';
import { paths } from '../../../shared/paths';
import { portalLink } from '../../../server/auth/portalOrigin';
import type { Db } from '../../../server/db/database';
import { queueMails, type MailSender } from '../../../server/mail/public';
import { formatIrNumber } from '../../instruction-registers/irStatuses';
import { instructionRegisters } from '../../instruction-registers/table';
import { formatOrderNumber } from '../../orders/orderStatuses';
import { STUDIO_NAME } from '../../orders/server/public';
import { orders } from '../../orders/table';
import { messageEmail } from './messageEmail';
import { irCollector, orderClientSide, studioRecipients } from './messageRecipients';

/** The thread a message is on, as its e-mail names and links it. */
async function threadOf(request: MailSender, db: Db, message: Message) {
  if (message.orderId) {
    const [order] = await db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, message.orderId));
    return {
      kind: 'order' as const,
      number: formatOrderNumber(order!.number),
      link: portalLink(request, `${paths.orders}/${message.orderId}`),
    };
  }
  const [ir] = await db
    .select({ number: instructionRegisters.number })
    .from(instructionRegisters)
    .where(eq(instructionRegisters.id, message.irId!));
  return {
    kind: 'ir' as const,
    number: formatIrNumber(ir!.number),
    link: portalLink(request, `${paths.instructionRegisters}/${message.irId}`),
  };
}

/** docs/messages.md#e-mails: the other side of the thread; nobody for an internal note. */
async function otherSide(db: Db, message: Message) {
  if (message.internal) return [];
  if (!message.fromStudio) return studioRecipients(db);
  return message.orderId ? orderClientSide(db, message.orderId) : irCollector(db, message.irId!);
}

/**
 * Queues, in the message's transaction, an e-mail to each person on the other side of its thread
 * (never its author), each in their language; delivered after the message commits.
 * @example await mailTheOtherSide(request, tx, message);
 */
export async function mailTheOtherSide(
  request: MailSender,
  db: Db,
  message: Message,
): Promise<void> {
  const recipients = (await otherSide(db, message)).filter(
    (recipient) => recipient.userId !== message.authorId,
  );
  if (recipients.length === 0) return;
  const { link, ...thread } = await threadOf(request, db, message);
  await queueMails(
    request,
    db,
    recipients.map((recipient) => ({
      to: recipient.email,
      ...messageEmail({
        studioName: STUDIO_NAME,
        authorName: message.authorName,
        fromStudio: message.fromStudio,
        thread,
        text: message.text,
        attachments: message.fileIds.length,
        link,
        recipient,
      }),
    })),
  );
}
