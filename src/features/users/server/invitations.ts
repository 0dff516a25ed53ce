import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE } from '../../../shared/languages';
import { resetPasswordLink } from '../../../server/auth/accountLinks';
import { issueAccountToken } from '../../../server/auth/accountTokens';
import type { Db } from '../../../server/db/database';
import { invitationMessage, queueMail } from '../../../server/mail/public';

export interface Invitation {
  userId: string;
  email: string;
  firstName: string;
}

/**
 * docs/domain.md#users, docs/sessions.md#password-reset: an invited user gets an e-mail with which they set their password. The code is a
 * password-reset code, so the accounts flow (/auth/reset-password) serves it, and setting the
 * password confirms the address.
 * @example await sendInvitation(tx, request, { userId, email, firstName });
 */
export async function sendInvitation(
  tx: Db,
  request: FastifyRequest,
  invitation: Invitation,
): Promise<void> {
  const code = await issueAccountToken(tx, invitation.userId, 'password-reset');
  const link = resetPasswordLink(request, code);
  // docs/languages.md#e-mails: an account starts in English, so its invitation is in English.
  const to = { ...invitation, language: DEFAULT_LANGUAGE };
  await queueMail(request, tx, invitationMessage(to, link));
}
