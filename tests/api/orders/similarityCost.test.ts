import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { openDatabase } from '../../../src/server/db/openDatabase';
import { adminQuery, databaseUrl } from '../../support/databaseTemplates';
import { createTestDatabase } from '../../support/testDatabase';

// docs/orders-list.md#what-a-similarity-costs: the migrations give pg_trgm's similarity its
// measured planner cost, and still migrate a database whose owner may not alter the function.

const serverUrl = process.env.TEST_DATABASE_URL;

async function similarityCost(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`select procost from pg_proc where oid = 'similarity_op(text, text)'::regprocedure`,
  )) as { rows: { procost: number | string }[] };
  return Number(result.rows[0]?.procost);
}

describe('the planner cost of a name similarity', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is what a call measures, not the default of 1', async () => {
    expect(await similarityCost(database)).toBe(30);
  });
});

describe.skipIf(!serverUrl)('a database owned by a role that is not a superuser', () => {
  const role = `trophy_owner_${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    await adminQuery(serverUrl!, `create role ${role} login nosuperuser`);
    await adminQuery(serverUrl!, `create database ${role} owner ${role}`);
  });
  afterAll(async () => {
    await adminQuery(serverUrl!, `drop database if exists ${role} with (force)`);
    await adminQuery(serverUrl!, `drop role if exists ${role}`);
  });

  it('migrates, installing pg_trgm itself and keeping its default cost', async () => {
    const url = new URL(databaseUrl(serverUrl!, role));
    url.username = role;
    const owned = await openDatabase({ databaseUrl: url.toString() });
    try {
      await migrate(owned);
      expect(await similarityCost(owned)).toBe(1);
    } finally {
      await owned.close();
    }
  });
});
