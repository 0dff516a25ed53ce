import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer, type MailMessage } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The portal's one way to send e-mail: `await app.mailer.send({ to, subject, text, html? })`.
     * Goes to SMTP_URL when set, else to `DATA_DIR/outbox/` as one `.eml` file per message.
     */
    mailer: Mailer;
  }
}

/** Gives every route `app.mailer`; on close it waits for messages still being sent. */
export const mailerPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer({
    from: app.config.MAIL_FROM,
    smtpUrl: app.config.SMTP_URL,
    outboxDir: join(app.config.DATA_DIR, 'outbox'),
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
});

/**
 * Sends without making the caller wait or fail: for mail that follows a change already made (a
 * registration, a password change), and where waiting would tell an observer whether an account
 * exists (forgot-password). A failure is logged.
 * @example sendInBackground(request, confirmEmailMessage({ ... }));
 */
export function sendInBackground(request: FastifyRequest, message: MailMessage): void {
  request.server.mailer.send(message).catch((error: unknown) => {
    request.log.error({ err: error, to: message.to, subject: message.subject }, 'mail not sent');
  });
}
