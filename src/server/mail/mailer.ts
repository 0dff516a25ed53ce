import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One outgoing e-mail: plain text always (every client reads it), HTML optionally. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends one message; resolves once it is written to the outbox or accepted by the SMTP server. */
  send(message: MailMessage): Promise<void>;
  /** Waits for sends under way, then closes the SMTP connection. */
  close(): Promise<void>;
}

export interface MailerOptions {
  from: string;
  /** `smtp://user:pass@host:587`: send through this server; when absent, write to `outboxDir`. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  log: FastifyBaseLogger;
}

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * docs/settings.md#mail-delivery: mail goes to SMTP_URL, or by default into one `.eml` file per message
 * under the outbox, its links logged so whoever runs the portal can follow them.
 * @example const mailer = createMailer({ from, outboxDir: join(dataDir, 'outbox'), log });
 *          await mailer.send({ to: 'ann@example.com', subject: 'Hello', text: 'Hi Ann' });
 */
export function createMailer(options: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true });

  async function deliver(message: MailMessage): Promise<void> {
    const mail = { from: options.from, ...message };
    if (smtp) {
      const info = await smtp.sendMail(mail);
      options.log.info(
        { to: message.to, subject: message.subject, id: info.messageId },
        'mail sent',
      );
      return;
    }
    const info = await outbox.sendMail(mail);
    await mkdir(options.outboxDir, { recursive: true });
    // A sortable name: the outbox lists in the order the messages were sent.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
    const file = join(options.outboxDir, name);
    // Written aside, then renamed: whoever watches the outbox never reads half a message.
    await writeFile(`${file}.part`, info.message as Buffer);
    await rename(`${file}.part`, file);
    const links = message.text.match(LINK) ?? [];
    options.log.info(
      { to: message.to, subject: message.subject, file, links },
      'mail written to outbox',
    );
  }

  return {
    send(message) {
      const sending = deliver(message);
      const tracked = sending.catch(() => undefined).finally(() => pending.delete(tracked));
      pending.add(tracked);
      return sending;
    },
    async close() {
      await Promise.all(pending);
      smtp?.close();
    },
  };
}
