import type { FastifyBaseLogger } from 'fastify';
import { backgroundLoop, retryInSeconds } from '../backgroundLoop';
import type { Db } from '../db/database';
import type { Mailer } from './mailer';
import { claimDueMail, markFailed, markSent, type QueuedMail } from './mailQueue';

export interface MailDeliveryOptions {
  /** How often queued mail is looked for when nothing wakes the loop (retries, other processes). */
  pollMs: number;
  /** The first retry waits this long; each next one twice as long, at most an hour. */
  retryBaseSeconds: number;
  /** After this many failed attempts a message is given up (about a day with the defaults). */
  maxAttempts: number;
}

export const DEFAULT_MAIL_DELIVERY: MailDeliveryOptions = {
  pollMs: 2000,
  retryBaseSeconds: 5,
  maxAttempts: 30,
};

const BATCH = 20;
const LEASE_SECONDS = 120;
const MAX_RETRY_SECONDS = 3600;

export interface MailDelivery {
  /** Looks for due mail now (after a call that queued some has answered). */
  wake(): void;
  /** Stops looking and waits for the sends under way. */
  stop(): Promise<void>;
}

/**
 * Delivers queued mail through `mailer` until stopped: at start (what a previous run left), when
 * woken, and every `pollMs`. Any number of processes may run it on one database.
 * @example const delivery = startMailDelivery(db, mailer, log, DEFAULT_MAIL_DELIVERY);
 */
export function startMailDelivery(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  options: MailDeliveryOptions,
): MailDelivery {
  async function deliver(message: QueuedMail): Promise<void> {
    const { to, subject, text, html } = message;
    try {
      await mailer.send({ to, subject, text, ...(html ? { html } : {}) });
      await markSent(db, message.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retry = retryInSeconds(message.attempts, options, MAX_RETRY_SECONDS);
      log.warn({ to, subject, attempts: message.attempts, retry, reason }, 'mail not sent yet');
      await markFailed(db, message.id, reason.slice(0, 1000), retry);
    }
  }

  const loop = backgroundLoop(
    async () => {
      const due = await claimDueMail(db, BATCH, LEASE_SECONDS);
      await Promise.all(due.map(deliver));
      return due.length === BATCH;
    },
    options.pollMs,
    log,
    'mail delivery',
  );
  return { wake: loop.wake, stop: () => loop.stop() };
}
