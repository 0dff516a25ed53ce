import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema/mailOutbox';
import type { MailMessage } from './mailer';

/**
 * Who queues mail: a call, whose answer wakes delivery (after its commit), or a job doing work a
 * call asked for (docs/jobs.md), which gives the app (its links' address) and runs the wake itself
 * after each step commits.
 */
export type MailSender = Pick<FastifyRequest, 'server' | 'afterAnswer'>;

/**
 * Queues one e-mail in `db`, the transaction of the change that causes it when there is one, so the
 * mail exists exactly when the change does; it is delivered after the call answers.
 * @example await db.transaction(async (tx) => { ...; await queueMail(request, tx, message); });
 */
export async function queueMail(request: MailSender, db: Db, message: MailMessage) {
  await queueMails(request, db, [message]);
}

/**
 * Queues several e-mails with one insert (a TLS batch mails every moved order's client); the caller
 * keeps `messages` to a few hundred, well under PostgreSQL's 65,535 parameters.
 * @example await queueMails(request, tx, orders.map(mailFor));
 */
export async function queueMails(
  request: MailSender,
  db: Db,
  messages: readonly MailMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(mailOutbox).values([...messages]);
  request.afterAnswer(request.server.mailDelivery.wake);
}

export type QueuedMail = typeof mailOutbox.$inferSelect;

// Neither sent nor given up: the rows of the partial index mail_outbox_due_idx.
const unsent = and(isNull(mailOutbox.sentAt), isNull(mailOutbox.gaveUpAt));

/** The outbox's messages still to send, and how long the oldest due one has been due. */
export interface MailBacklog {
  waiting: number;
  /** Seconds since the oldest due message became due; null when none is due. */
  oldestDueSeconds: number | null;
}

/**
 * The outbox's backlog, read from the partial index of unsent messages alone (for the readiness
 * probe and the metrics; docs/settings.md#mail-delivery).
 * @example const { waiting, oldestDueSeconds } = await mailBacklog(app.db);
 */
export async function mailBacklog(db: Db): Promise<MailBacklog> {
  const [row] = await db
    .select({
      waiting: count(),
      oldestDueSeconds: sql<
        number | null
      >`extract(epoch from now() - min(${mailOutbox.nextAttemptAt})
        filter (where ${mailOutbox.nextAttemptAt} <= now()))::float8`,
    })
    .from(mailOutbox)
    .where(unsent);
  return row ?? { waiting: 0, oldestDueSeconds: null };
}

/**
 * Claims up to `limit` messages that are due, moving their next attempt `leaseSeconds` ahead so
 * that another process skips them; a process that dies mid-send leaves them due again after that.
 */
export async function claimDueMail(db: Db, limit: number, leaseSeconds: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(unsent, lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed attempt: tried again after `retryInSeconds`, or given up for good when that is null. */
export async function markFailed(
  db: Db,
  id: string,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInSeconds === null
        ? { gaveUpAt: sql`now()`, lastError: error }
        : {
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
            lastError: error,
          },
    )
    .where(eq(mailOutbox.id, id));
}
