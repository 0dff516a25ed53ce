import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterSql } from '../../../src/engine/server/list';
import { serverResources } from '../../../src/features/serverResources';
import type { Database } from '../../../src/server/db/database';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createTestDatabase } from '../../support/testDatabase';

// docs/api.md#searching-a-list: the lists that grow with the studio find `q` on a trigram index
// of every field they search, so a search reads index entries, not every row. With sequential
// scans priced out, a field searched through no index leaves a Seq Scan in the plan.

const GROWING = ['clients', 'documents'];

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase('migrated');
});
afterAll(() => database.close());

async function plan(resource: string): Promise<string> {
  const store = serverResources.find(({ name }) => name === resource)!.store;
  const where = filterSql(database.db, store, { q: 'smith' })!;
  const { sql: text, params } = new PgDialect().sqlToQuery(
    sql`select ${store.table.id} from ${store.table} where ${where}`,
  );
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const literal = (value: unknown) => `'${String(value).replaceAll("'", "''")}'`;
    const rows = (await tx.execute(
      sql.raw(
        `explain ${text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))}`,
      ),
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('searching the lists that grow', () => {
  it.each(GROWING)('%s: every searched field is read on a trigram index', async (resource) => {
    const explained = await plan(resource);
    expect(explained).not.toMatch(/Seq Scan/);
    expect(explained).toMatch(/_trgm_idx/);
  });
});
