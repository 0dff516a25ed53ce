import { eq } from 'drizzle-orm';
import type { Message } from '../definition';
import { paths } from '../../../shared/paths';
import { portalLink } from '../../../server/auth/portalOrigin';
import type { Db } from '../../../server/db/database';
import type { MailSender } from '../../../server/mail/public';
import { formatIrNumber } from '../../instruction-registers/irStatuses';
import { tellReaders } from '../../notifications/server/public';
import { instructionRegisters } from '../../instruction-registers/table';
import { formatOrderNumber } from '../../orders/orderStatuses';
import { readStudioSettings } from '../../studio-settings/server/public';
import { orders } from '../../orders/table';
import { messageEmail } from './messageEmail';
import { irCollector, orderClientSide, studioRecipients } from './messageRecipients';

/** The thread a message is on, as its e-mail names it, and its page. */
async function threadOf(db: Db, message: Message) {
  if (message.orderId) {
    const [order] = await db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, message.orderId));
    return {
      kind: 'order' as const,
      number: formatOrderNumber(order!.number),
      path: `${paths.orders}/${message.orderId}`,
    };
  }
  const [ir] = await db
    .select({ number: instructionRegisters.number })
    .from(instructionRegisters)
    .where(eq(instructionRegisters.id, message.irId!));
  return {
    kind: 'ir' as const,
    number: formatIrNumber(ir!.number),
    path: `${paths.instructionRegisters}/${message.irId}`,
  };
}

/** docs/messages.md#e-mails: the other side of the thread; nobody for an internal note. */
async function otherSide(db: Db, message: Message) {
  if (message.internal) return [];
  if (!message.fromStudio) return studioRecipients(db);
  return message.orderId ? orderClientSide(db, message.orderId) : irCollector(db, message.irId!);
}

/**
 * Tells, in the message's transaction, each person on the other side of its thread (never its
 * author), each in their language and as they chose (docs/notifications.md#who-is-told): an e-mail
 * delivered after the message commits, or a line of their weekly digest.
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
  const { path, ...thread } = await threadOf(db, message);
  const link = portalLink(request, path);
  const { name: studioName } = await readStudioSettings(db);
  const from = message.fromStudio ? studioName : message.authorName;
  await tellReaders(
    request,
    db,
    'messages',
    recipients.map((recipient) => ({
      userId: recipient.userId,
      mail: {
        to: recipient.email,
        ...messageEmail({
          studioName,
          authorName: message.authorName,
          fromStudio: message.fromStudio,
          thread,
          text: message.text,
          attachments: message.fileIds.length,
          link,
          recipient,
        }),
      },
      digest: { path, facts: { kind: 'messages' as const, thread, from } },
    })),
  );
}
