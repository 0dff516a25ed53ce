import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../shared/notificationCalls';
import type { Db } from '../../../server/db/database';
import { users } from '../../users/table';
import { notificationSettings } from '../table';

/** How one reader hears of one piece of news: an e-mail now, a line of their weekly digest, or not at all. */
export type Telling = 'immediate' | 'digest' | 'none';

const switchOf = {
  orderStatus: notificationSettings.orderStatus,
  expectedDates: notificationSettings.expectedDates,
  photos: notificationSettings.photos,
  messages: notificationSettings.messages,
} as const;

/**
 * docs/notifications.md#who-is-told: how each of `userIds` hears of news of `kind`, read in one
 * query. A reader without a choice (no account: a client record alone; or none saved) and a
 * collector (who has no account settings) are told as it happens.
 * @example const told = await howEachIsTold(tx, 'messages', [client.userId]); told(client.userId) // 'digest'
 */
export async function howEachIsTold(
  db: Db,
  kind: NotificationKind,
  userIds: readonly (string | null)[],
): Promise<(userId: string | null) => Telling> {
  const ids = [...new Set(userIds.filter((id) => id !== null))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            userId: notificationSettings.userId,
            on: switchOf[kind],
            delivery: notificationSettings.delivery,
          })
          .from(notificationSettings)
          .innerJoin(users, eq(users.id, notificationSettings.userId))
          .where(
            and(
              inArray(notificationSettings.userId, ids),
              sql`not ('collector' = any(${users.roles}))`,
            ),
          );
  const byUser = new Map<string, Telling>(
    rows.map((row) => [
      row.userId,
      !row.on ? 'none' : row.delivery === 'weeklyDigest' ? 'digest' : 'immediate',
    ]),
  );
  return (userId) => (userId === null ? 'immediate' : (byUser.get(userId) ?? 'immediate'));
}
