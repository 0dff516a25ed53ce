import type { NotificationKind } from '../../../shared/notificationCalls';
import type { Db } from '../../../server/db/database';
import { queueMails, type MailMessage, type MailSender } from '../../../server/mail/public';
import { keepForDigest, type DigestLine } from './digestItems';
import { howEachIsTold } from './notificationChoice';

/** One reader's news: their account (null for a client record without one), its e-mail and its digest line. */
export interface News {
  userId: string | null;
  mail: MailMessage;
  digest: DigestLine;
}

/**
 * docs/notifications.md#who-is-told: tells each reader of news of `kind` as they chose, in `db`
 * (the change's transaction): the e-mail now, a line of their weekly digest, or nothing. Every
 * sender of order news goes through here.
 * @example await tellReaders(request, tx, 'photos', [{ userId, mail, digest: { path, facts } }]);
 */
export async function tellReaders(
  sender: MailSender,
  db: Db,
  kind: NotificationKind,
  news: readonly News[],
  now = new Date(),
): Promise<void> {
  const told = await howEachIsTold(
    db,
    kind,
    news.map((one) => one.userId),
  );
  await queueMails(
    sender,
    db,
    news.filter((one) => told(one.userId) === 'immediate').map((one) => one.mail),
  );
  for (const one of news) {
    if (told(one.userId) === 'digest') await keepForDigest(db, one.userId!, kind, one.digest, now);
  }
}
