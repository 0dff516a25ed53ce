import type { Db } from './database';

/**
 * Runs `work` in one transaction of `db`, typed as the database itself: drizzle's transaction
 * object has every query method the app uses, but not the same TypeScript type.
 * @example await inTransaction(app.db, async (tx) => { await tx.insert(audit).values(row); });
 */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));
