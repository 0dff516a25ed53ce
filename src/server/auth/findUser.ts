import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../../features/users/table';

export type UserRow = typeof users.$inferSelect;

/** The account of an e-mail address, compared without case (one account per address). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}
