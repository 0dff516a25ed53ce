// What the rest of the server takes from mail/: queue a message in the call's transaction, the
// account messages, the backlog's figures. Everything else is the delivery loop's own
// (docs/architecture.md#import-rules).
export {
  clientLinkRequestMessage,
  confirmEmailMessage,
  invitationMessage,
  passwordChangedMessage,
  registrationAttemptMessage,
  resetPasswordMessage,
} from './accountMessages';
export { mailBacklog, queueMail, queueMails, type MailBacklog, type MailSender } from './mailQueue';
export type { MailMessage } from './mailer';
