import { and, eq, isNull } from 'drizzle-orm';
import type { NotificationKind } from '../../../shared/notificationCalls';
import type { Db } from '../../../server/db/database';
import { enqueueJob } from '../../../server/jobs/public';
import { digestItems, notificationSettings } from '../table';
import type { DigestItemFacts } from './digestItemFacts';
import { nextDigestAt, WEEKLY_DIGEST_JOB } from './digestSchedule';

/** One line of news for a digest reader: what it says and the portal page it links to. */
export interface DigestLine {
  path: string;
  facts: DigestItemFacts;
}

/**
 * docs/notifications.md#weekly-digest: keeps a line for `userId`'s next digest, in `db` (the
 * transaction of the change it tells of). The first line of a week sets when the digest goes out
 * and queues its job: the update's row lock makes two calls at once queue one job between them.
 * @example await keepForDigest(tx, client.userId, 'messages', { path, facts }, new Date());
 */
export async function keepForDigest(
  db: Db,
  userId: string,
  kind: NotificationKind,
  line: DigestLine,
  now: Date,
): Promise<void> {
  const dueAt = nextDigestAt(now);
  const scheduled = await db
    .update(notificationSettings)
    .set({ digestDueAt: dueAt })
    .where(and(eq(notificationSettings.userId, userId), isNull(notificationSettings.digestDueAt)))
    .returning({ userId: notificationSettings.userId });
  if (scheduled.length > 0)
    await enqueueJob(db, WEEKLY_DIGEST_JOB, { userId, dueAt: dueAt.toISOString() }, 1, dueAt);
  await db.insert(digestItems).values({ userId, kind, ...line, createdAt: now });
}
