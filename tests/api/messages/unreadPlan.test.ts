import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowScopesFor } from '../../../src/engine/access';
import { scopesSql } from '../../../src/engine/server/recordAccess';
import { unreadMessagesOf, unreadQuery } from '../../../src/features/messages/server/unreadCounts';
import { orders } from '../../../src/features/orders/table';
import { serverResources } from '../../../src/features/serverResources';
import type { Database } from '../../../src/server/db/database';
import type { Role } from '../../../src/shared/roles';
import { createTestDatabase } from '../../support/testDatabase';

// docs/messages.md#unread: the header's unread count is asked on every page a person opens. The
// client side reads its threads through sharedOrderId (the access policy's scope), so that column
// needs an index of its own: without one, each count read every message of the studio. With
// sequential scans priced out, a count that reads messages without an index leaves a Seq Scan.

const storeOf = (name: string) => serverResources.find((resource) => resource.name === name)?.store;
const messagesStore = storeOf('messages')!;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase('migrated');
});
afterAll(() => database.close());

async function plan(role: Role): Promise<string> {
  const { db } = database;
  const reader = { id: randomUUID(), roles: [role] };
  const rows = rowScopesFor(reader.roles, messagesStore.definition.access, 'list');
  const where = scopesSql({ db, userId: reader.id, storeOf }, messagesStore, rows);
  const { sql: text, params } = unreadQuery(db, reader.id, where).toSQL();
  const literal = (value: unknown) => `'${String(value).replaceAll("'", "''")}'`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const explained = (await tx.execute(
      sql.raw(
        `explain ${text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))}`,
      ),
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe("the header's unread count", () => {
  it.each(['client', 'huntingOutfitter', 'professionalHunter'] as Role[])(
    "reads a %s's messages on an index",
    async (role) => {
      const explained = await plan(role);
      expect(explained).not.toMatch(/Seq Scan on messages/);
      expect(explained).toMatch(/messages_shared_order_idx/);
    },
  );
});

// The orders list's page counts are a column of its page's named statement, and PostgreSQL keeps a
// plan made for any reader once it has run a few times. Joined to the reader's marks, that plan
// hashed all of them (an admin's, one on nearly every thread: 100 ms a call at 1M orders); each
// message's mark is read by its key instead.
describe("the orders list page's unread counts", () => {
  it.each([['customerLiaison'], ['client']] as [Role][])(
    'read each mark by its key in the plan kept for any reader (%s)',
    async (role) => {
      const { db } = database;
      const reader = { id: randomUUID(), roles: [role] };
      const page = sql`select ${orders.id}, ${unreadMessagesOf(orders.id)(reader)} from ${orders}
        where ${orders.id} = ${randomUUID()}`;
      const { sql: text, params } = new PgDialect().sqlToQuery(page);
      const literal = (value: unknown) => `'${String(value)}'`;
      const explained = await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`prepare unread_page_plan as ${text}`));
        await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
        const args = `(${params.map(literal).join(', ')})`;
        const rows = (await tx.execute(
          sql.raw(`explain execute unread_page_plan${args}`),
        )) as unknown as { rows: { 'QUERY PLAN': string }[] };
        await tx.execute(sql`deallocate unread_page_plan`);
        return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(explained).not.toMatch(/Hash/);
      expect(explained).toMatch(/Index Cond: \(\(user_id = \$\d\) AND \(order_id = orders\.id\)\)/);
    },
  );
});
