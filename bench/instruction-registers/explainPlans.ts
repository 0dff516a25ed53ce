import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../../src/server/db/database';
import { pgliteExtensions } from '../../src/server/db/pgliteExtensions';
import type { Query } from '../support/benchDatabases';
import type { BenchDatabase } from '../support/targets';
import { irPage } from './irPage';
import type { IrScenario } from './scenarios';

interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * Prints EXPLAIN ANALYZE of each call's page query (BENCH_EXPLAIN=1): whether a page reads about a
 * page of index entries. The page's statements are caught from drizzle's log as the list runs them.
 * @example await explainPlans(seeded.database, scenariosFor(irShapeOf(100_000)));
 */
export async function explainPlans(database: BenchDatabase, scenarios: IrScenario[]) {
  const statements: Statement[] = [];
  const logger: Logger = { logQuery: (sql, params) => void statements.push({ sql, params }) };
  const { db, query, close } = await open(database, logger);
  try {
    for (const scenario of scenarios) {
      statements.length = 0;
      await irPage(db, scenario.actor.floorScope, {
        sort: scenario.sort,
        range: { start: scenario.offset, end: scenario.offset + 24 },
        filter: scenario.filter,
      });
      // The first statement is the page's; the next reads its lines by their IRs' ids.
      const [page] = statements;
      if (!page) continue;
      const plan = await query(`explain (analyze, costs off) ${page.sql}`, page.params);
      console.log(`\n-- ${scenario.name}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  } finally {
    await close();
  }
}

async function open(database: BenchDatabase, logger: Logger) {
  if (database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return {
      db: drizzlePg(client, { logger }) as Db,
      query: (async (text, params) => (await client.query(text, params)).rows) as Query,
      close: () => client.end(),
    };
  }
  const lite = await PGlite.create({ dataDir: database.pgliteDir, extensions: pgliteExtensions });
  return {
    db: drizzlePglite(lite, { logger }) as Db,
    query: (async (text, params) =>
      (await lite.query<Record<string, unknown>>(text, params)).rows) as Query,
    close: () => lite.close(),
  };
}
