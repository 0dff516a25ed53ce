// What other parts of the client take from the messages' screens (docs/architecture.md#import-rules):
// the section for the order and IR screens, the header's unread badge.
export { MessageSection } from './MessageSection';
export { UnreadMessagesBadge } from './UnreadMessagesBadge';
