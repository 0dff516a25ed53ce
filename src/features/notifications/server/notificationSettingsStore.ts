import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from '../../../shared/notificationCalls';
import type { Db } from '../../../server/db/database';
import { notificationSettings } from '../table';

const chosen = {
  orderStatus: notificationSettings.orderStatus,
  expectedDates: notificationSettings.expectedDates,
  photos: notificationSettings.photos,
  messages: notificationSettings.messages,
  delivery: notificationSettings.delivery,
};

/** `userId`'s choice, or the defaults while they never saved one. */
export async function readNotificationSettings(
  db: Db,
  userId: string,
): Promise<NotificationSettings> {
  const [row] = await db
    .select(chosen)
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? DEFAULT_NOTIFICATION_SETTINGS;
}

/**
 * Saves `userId`'s whole choice. A digest already waiting keeps its due time: its lines still go
 * out then, whatever the new choice (docs/notifications.md#weekly-digest).
 */
export async function saveNotificationSettings(
  db: Db,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { ...settings, updatedAt: sql`now()` },
    })
    .returning(chosen);
  return row!;
}
