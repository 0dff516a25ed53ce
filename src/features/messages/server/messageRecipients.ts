import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/languages';
import type { Db } from '../../../server/db/database';
import { clientLanguageSql } from '../../clients/server/public';
import { clients } from '../../clients/table';
import { instructionRegisters } from '../../instruction-registers/table';
import { orders } from '../../orders/table';
import { users } from '../../users/table';

/** Someone a message is mailed to, in their language; `letter` is how the e-mail addresses them. */
export interface Recipient {
  /** Their account; null for a client record without one. */
  userId: string | null;
  email: string;
  firstName: string;
  language: Language;
  letter: 'client' | 'staff';
}

// An account that can read the e-mail's link: not disabled, its address confirmed.
const reachable = and(isNull(users.disabledAt), isNotNull(users.emailConfirmedAt));

const userRecipient = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  language: users.language,
};

/**
 * docs/messages.md#e-mails: the studio, told of a message from the client side or a collector:
 * every liaison, or the admins while the studio has no liaison.
 * @example const told = await studioRecipients(tx);
 */
export async function studioRecipients(db: Db): Promise<Recipient[]> {
  const staff = await db
    .select({ ...userRecipient, roles: users.roles })
    .from(users)
    .where(and(reachable, sql`${users.roles} && array['customerLiaison', 'admin']::text[]`));
  const liaisons = staff.filter((person) => person.roles.includes('customerLiaison'));
  return (liaisons.length > 0 ? liaisons : staff).map(({ userId, email, firstName, language }) => ({
    userId,
    email,
    firstName,
    language,
    letter: 'staff' as const,
  }));
}

/**
 * docs/messages.md#e-mails: the client side of an order, told of the studio's message: its client
 * (in the language of the account their record is joined to, docs/languages.md#e-mails) and its
 * outfitter, if it has one.
 * @example const told = await orderClientSide(tx, message.orderId);
 */
export async function orderClientSide(db: Db, orderId: string): Promise<Recipient[]> {
  const [client] = await db
    .select({
      userId: clients.userId,
      email: clients.email,
      firstName: clients.firstName,
      language: clientLanguageSql,
      outfitterId: orders.outfitterId,
    })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(users, eq(users.id, clients.userId))
    .where(eq(orders.id, orderId));
  if (!client) return [];
  const { outfitterId, ...person } = client;
  const outfitters = outfitterId
    ? await db
        .select(userRecipient)
        .from(users)
        .where(and(eq(users.id, outfitterId), reachable))
    : [];
  return [person, ...outfitters].map((one) => ({ ...one, letter: 'client' as const }));
}

/**
 * docs/messages.md#e-mails: the collector of an IR, told of the studio's message on it.
 * @example const told = await irCollector(tx, message.irId);
 */
export async function irCollector(db: Db, irId: string): Promise<Recipient[]> {
  const rows = await db
    .select(userRecipient)
    .from(instructionRegisters)
    .innerJoin(users, eq(users.id, instructionRegisters.collectorId))
    .where(and(eq(instructionRegisters.id, irId), reachable));
  return rows.map((one) => ({ ...one, letter: 'staff' as const }));
}
