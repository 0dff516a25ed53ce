import { and, asc, eq, inArray } from 'drizzle-orm';
import { paths } from '../../../shared/paths';
import { portalLink } from '../../../server/auth/portalOrigin';
import type { Db } from '../../../server/db/database';
import { queueMail, type MailSender } from '../../../server/mail/public';
import { users } from '../../users/table';
import { digestItems, notificationSettings } from '../table';
import { digestEmail } from './digestEmail';
import { digestItemFactsSchema } from './digestItemFacts';

/** Where a digest sends its reader to change their choice. */
export const NOTIFICATION_SETTINGS_PATH = `${paths.accountSettings}/notifications`;

/**
 * docs/notifications.md#weekly-digest: sends `userId` the digest due at `dueAt`, in `db` (one
 * transaction): queues the e-mail, deletes the lines it lists and clears the due time, so the next
 * news starts a new week. The reader's settings row is locked first: a second run (another process,
 * a retried job) waits, then finds that digest gone and sends nothing. Returns whether it sent.
 * @example await inTransaction(app.db, (tx) => sendDigest(app, tx, userId, job.payload.dueAt));
 */
export async function sendDigest(
  sender: MailSender,
  db: Db,
  userId: string,
  dueAt: Date,
): Promise<boolean> {
  const [reader] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(
      and(eq(notificationSettings.userId, userId), eq(notificationSettings.digestDueAt, dueAt)),
    )
    .for('update', { of: notificationSettings });
  if (!reader) return false;
  const items = await db
    .select()
    .from(digestItems)
    .where(eq(digestItems.userId, userId))
    .orderBy(asc(digestItems.createdAt));
  await db
    .update(notificationSettings)
    .set({ digestDueAt: null })
    .where(eq(notificationSettings.userId, userId));
  if (items.length === 0) return false;
  await db.delete(digestItems).where(
    inArray(
      digestItems.id,
      items.map((item) => item.id),
    ),
  );
  const email = digestEmail({
    reader,
    lines: items.map((item) => ({
      facts: digestItemFactsSchema.parse(item.facts),
      link: portalLink(sender, item.path),
    })),
    settingsLink: portalLink(sender, NOTIFICATION_SETTINGS_PATH),
  });
  await queueMail(sender, db, { to: reader.email, ...email });
  return true;
}
