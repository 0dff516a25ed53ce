import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowScopesFor } from '../../../src/engine/access';
import { scopesSql } from '../../../src/engine/server/recordAccess';
import { unreadQuery } from '../../../src/features/messages/server/unreadCounts';
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
