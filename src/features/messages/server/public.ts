// What the rest of the server takes from messages/: the unread counts of a page of orders (the
// orders list), and the read mark served in the orders' scope (app.ts) (docs/architecture.md#import-rules).
export { unreadMessagesOf } from './unreadCounts';
export { readMarkRoute } from './readMarkRoute';
