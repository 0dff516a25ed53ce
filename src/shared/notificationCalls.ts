import { z } from 'zod';

// docs/notifications.md: which order e-mails a person gets, and whether as they happen or in one
// weekly digest; the body and answer of GET and PUT /api/clients/account/notifications.

/** The kinds of order news a person may turn off, each one switch. */
export const NOTIFICATION_KINDS = ['orderStatus', 'expectedDates', 'photos', 'messages'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** `immediate`: one e-mail per piece of news; `weeklyDigest`: one e-mail a week listing them. */
export const NOTIFICATION_DELIVERIES = ['immediate', 'weeklyDigest'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

export const notificationSettingsSchema = z.strictObject({
  orderStatus: z.boolean(),
  expectedDates: z.boolean(),
  photos: z.boolean(),
  messages: z.boolean(),
  delivery: z.enum(NOTIFICATION_DELIVERIES),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** What a person who never chose gets: everything, as it happens. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  orderStatus: true,
  expectedDates: true,
  photos: true,
  messages: true,
  delivery: 'immediate',
};
