import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  DEFAULT_MAIL_DELIVERY,
  startMailDelivery,
  type MailDelivery,
  type MailDeliveryOptions,
} from './mailDelivery';
import { createMailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the mail calls queue with `queueMail` (mailQueue.ts), which wakes it after their answer. */
    mailDelivery: MailDelivery;
  }
}

export interface MailerPluginOptions {
  /** Delivery's timing; tests make retries quick. */
  delivery?: Partial<MailDeliveryOptions> | undefined;
}

/**
 * Mail goes to SMTP_URL when set, else to `DATA_DIR/outbox/` as one `.eml` file per message; a
 * delivery loop sends what calls queued, woken after each call that queued some. On close it stops
 * and waits for sends under way.
 */
export const mailerPlugin = fp<MailerPluginOptions>(async (app: FastifyInstance, options) => {
  const mailer = createMailer({
    from: app.config.MAIL_FROM,
    smtpUrl: app.config.SMTP_URL,
    outboxDir: join(app.config.DATA_DIR, 'outbox'),
    log: app.log,
  });
  let delivery: MailDelivery | undefined;
  app.decorate('mailDelivery', {
    wake: () => delivery?.wake(),
    stop: async () => delivery?.stop(),
  });
  app.addHook('onReady', async () => {
    delivery = startMailDelivery(app.db, mailer, app.log, {
      ...DEFAULT_MAIL_DELIVERY,
      ...options.delivery,
    });
  });
  app.addHook('onClose', async () => {
    await delivery?.stop();
    await mailer.close();
  });
});
