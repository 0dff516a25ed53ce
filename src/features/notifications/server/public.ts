// What the rest of the server takes from notifications/: the one way order news reaches its
// readers as each chose (tellReaders: the status, expected-date, message and photo senders), and
// the account call with the weekly digest's job, registered by app.ts (docs/notifications.md).
export { tellReaders, type News } from './tellReaders';
export type { DigestItemFacts } from './digestItemFacts';
export { notificationRoutes } from './notificationRoutes';
