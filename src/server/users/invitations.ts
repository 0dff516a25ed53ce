import type { FastifyBaseLogger } from 'fastify';

export interface Invitation {
  userId: string;
  email: string;
  firstName: string;
}

/** Sends an invited user the e-mail with which they set their password (issue 5). */
export interface InvitationSender {
  invite(invitation: Invitation): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    invitations: InvitationSender;
  }
}

/**
 * Until the accounts mailer lands, an invitation is written to the log; the merge plugs in a sender
 * that creates a set-password code and mails it.
 * @example app.decorate('invitations', loggedInvitations(app.log));
 */
export const loggedInvitations = (log: FastifyBaseLogger): InvitationSender => ({
  invite: async (invitation) => {
    log.info({ invitation }, 'invitation to set a password');
  },
});
