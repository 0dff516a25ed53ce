import type { Language } from '../../shared/languages';
import { translatorFor } from '../i18n/translator';
import type { MailMessage } from './mailer';

// docs/sessions.md#e-mail-links: plain, branded messages that say what to do. Plain text only: every mail client shows it.
// docs/languages.md#e-mails: each in its recipient's language.

/** Whom an account e-mail goes to: a users row has these. */
export interface Recipient {
  email: string;
  firstName: string;
  language: Language;
}

function message(to: Recipient, subject: string, ...paragraphs: string[]): MailMessage {
  const t = translatorFor(to.language);
  const greeting = to.firstName
    ? t('mail.account.hello', { firstName: to.firstName })
    : t('mail.account.helloNoName');
  const text = [greeting, ...paragraphs, t('mail.account.signature')].join('\n\n');
  return { to: to.email, subject: t('mail.account.subject', { subject }), text: `${text}\n` };
}

/** Sent on registration and on resend: the link opens /email-verification?token=... */
export function confirmEmailMessage(to: Recipient, link: string): MailMessage {
  const t = translatorFor(to.language);
  return message(
    to,
    t('mail.account.confirmEmail.subject'),
    t('mail.account.confirmEmail.open'),
    link,
    t('mail.account.confirmEmail.expiry'),
    t('mail.account.confirmEmail.ignore'),
  );
}

/** Sent to an account's owner when someone registers with their address (docs/sessions.md#registration). */
export function registrationAttemptMessage(
  to: Recipient,
  links: { signIn: string; reset: string },
): MailMessage {
  const t = translatorFor(to.language);
  return message(
    to,
    t('mail.account.registrationAttempt.subject'),
    t('mail.account.registrationAttempt.what'),
    t('mail.account.registrationAttempt.signIn', { link: links.signIn }),
    t('mail.account.registrationAttempt.reset', { link: links.reset }),
    t('mail.account.registrationAttempt.ignore'),
  );
}

/** Sent on forgot-password: the link opens /auth/reset-password/<code>. */
export function resetPasswordMessage(to: Recipient, link: string): MailMessage {
  const t = translatorFor(to.language);
  return message(
    to,
    t('mail.account.resetPassword.subject'),
    t('mail.account.resetPassword.open'),
    link,
    t('mail.account.resetPassword.expiry'),
    t('mail.account.resetPassword.ignore'),
  );
}

/** Sent after a password change, so the owner notices a change they did not make. */
export function passwordChangedMessage(to: Recipient, signInLink: string): MailMessage {
  const t = translatorFor(to.language);
  return message(
    to,
    t('mail.account.passwordChanged.subject'),
    t('mail.account.passwordChanged.what'),
    t('mail.account.passwordChanged.ifNotYou', { link: signInLink }),
  );
}

/** Sent when an admin invites a user (docs/domain.md#users): the link opens /auth/reset-password/<code>. */
export function invitationMessage(to: Recipient, link: string): MailMessage {
  const t = translatorFor(to.language);
  return message(
    to,
    t('mail.account.invitation.subject'),
    t('mail.account.invitation.open'),
    link,
    t('mail.account.invitation.expiry'),
  );
}

/**
 * Sent when an outfitter asks to link a client someone else holds (docs/domain.md#link-requests):
 * the link opens /confirm-client-link?token=...
 */
export function clientLinkRequestMessage(
  to: Recipient,
  outfitterName: string,
  link: string,
): MailMessage {
  const t = translatorFor(to.language);
  return message(
    to,
    t('mail.account.clientLinkRequest.subject', { outfitterName }),
    t('mail.account.clientLinkRequest.what', { outfitterName }),
    t('mail.account.clientLinkRequest.open'),
    link,
    t('mail.account.clientLinkRequest.expiry'),
  );
}
