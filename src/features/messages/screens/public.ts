// What other parts of the client take from the messages' screens (docs/architecture.md#import-rules):
// the thread for the order and IR screens, the header's unread badge.
export { MessageThread } from './MessageThread';
export { UnreadMessagesBadge } from './UnreadMessagesBadge';
