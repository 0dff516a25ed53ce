import type { MailMessage } from './mailer';

// docs/sessions.md#e-mail-links: plain, branded messages that say what to do. Plain text only: every mail client shows it.
const BRAND = 'Trophy Portal';

function message(to: string, subject: string, greeting: string, ...paragraphs: string[]) {
  const text = [
    greeting,
    ...paragraphs,
    `${BRAND}\nThe customer portal of your taxidermy studio`,
  ].join('\n\n');
  return { to, subject: `${BRAND}: ${subject}`, text: `${text}\n` } satisfies MailMessage;
}

const hello = (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,');

/** Sent on registration and on resend: the link opens /email-verification?token=... */
export function confirmEmailMessage(to: string, firstName: string, link: string): MailMessage {
  return message(
    to,
    'confirm your e-mail address',
    hello(firstName),
    'Please confirm your e-mail address to start using Trophy Portal. Open this link:',
    link,
    'The link works once and expires in 24 hours. If it has expired, sign in and ask for a new one.',
    'If you did not create an account, ignore this message.',
  );
}

/** Sent to an account's owner when someone registers with their address (docs/sessions.md#registration). */
export function registrationAttemptMessage(
  to: string,
  firstName: string,
  links: { signIn: string; reset: string },
): MailMessage {
  return message(
    to,
    'someone tried to register with your address',
    hello(firstName),
    'Someone tried to create a Trophy Portal account with your e-mail address, which already has one. No new account was made.',
    `If it was you, sign in instead: ${links.signIn}`,
    `If you forgot your password, choose a new one: ${links.reset}`,
    'If it was not you, ignore this message: your account stays as it is.',
  );
}

/** Sent on forgot-password: the link opens /auth/reset-password/<code>. */
export function resetPasswordMessage(to: string, firstName: string, link: string): MailMessage {
  return message(
    to,
    'reset your password',
    hello(firstName),
    'Someone asked to reset the password of your Trophy Portal account. To choose a new password, open this link:',
    link,
    'The link works once and expires in 1 hour.',
    'If you did not ask for this, ignore this message: your password stays as it is.',
  );
}

/** Sent after a password change, so the owner notices a change they did not make. */
export function passwordChangedMessage(
  to: string,
  firstName: string,
  signInLink: string,
): MailMessage {
  return message(
    to,
    'your password was changed',
    hello(firstName),
    'The password of your Trophy Portal account was just changed, and every other signed-in device was signed out.',
    `If this was you, there is nothing to do. If it was not, reset your password at once from the sign-in page: ${signInLink}`,
  );
}

/** Sent when an admin invites a user (docs/domain.md#users): the link opens /auth/reset-password/<code>. */
export function invitationMessage(to: string, firstName: string, link: string): MailMessage {
  return message(
    to,
    'you are invited',
    hello(firstName),
    'An administrator has created a Trophy Portal account for you. To choose your password, open this link:',
    link,
    'The link works once and expires in 1 hour. After that, use "Forgot password" on the sign-in page with this e-mail address.',
  );
}

/**
 * Sent when an outfitter asks to link a client someone else holds (docs/domain.md#link-requests):
 * the link opens /confirm-client-link?token=...
 */
export function clientLinkRequestMessage(
  to: string,
  firstName: string,
  outfitterName: string,
  link: string,
): MailMessage {
  return message(
    to,
    `${outfitterName} asks to be linked to you`,
    hello(firstName),
    `The hunting outfitter ${outfitterName} asks to be linked to your client record at the studio. Once linked, they see your details (passport number included), your orders and your quote decisions, and can order for you.`,
    `If you agree, open this link:`,
    link,
    'The link works once and expires in 7 days. If you do not agree, ignore this message: nothing changes.',
  );
}
