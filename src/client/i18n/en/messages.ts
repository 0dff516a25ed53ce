/** docs/messages.md: the conversation on an order or an IR. */
export const messages = {
  title: 'Messages',
  list: 'Conversation',
  empty: 'No messages yet. Ask the studio anything about it here.',
  emptyStaff: 'No messages yet.',
  loadFailed: 'The messages could not be loaded',
  you: 'You',
  studio: 'Studio',
  internal: 'Internal note',
  compose: 'Write a message',
  internalToggle: 'Internal note (staff only)',
  attach: 'Attach files',
  removeFile: 'Remove %{name}',
  send: 'Send',
  sent: 'Message sent',
  notSent: 'The message was not sent',
  uploadFailed: '%{name} was not uploaded: %{why}',
};
