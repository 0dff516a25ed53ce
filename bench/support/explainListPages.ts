import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../../src/server/db/database';
import { pgliteExtensions } from '../../src/server/db/pgliteExtensions';
import { readerListPage } from '../../src/engine/server/list';
import type { FilterValue, ListSort } from '../../src/engine/server/listTypes';
import { serverResources } from '../../src/features/serverResources';
import type { Role } from '../../src/shared/roles';
import type { Query } from './benchDatabases';
import type { BenchActor, BenchDatabase } from './targets';

/** A list bench's call: who makes it ("<role>:<user id>" as floorScope) and what it asks. */
interface ListScenario {
  name: string;
  actor: BenchActor;
  sort: ListSort;
  offset: number;
  filter: Record<string, FilterValue | undefined>;
}

const storeOf = (name: string) => serverResources.find((resource) => resource.name === name)?.store;

interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * Prints EXPLAIN ANALYZE of each statement a call runs on the engine's list (BENCH_EXPLAIN=1):
 * whether a page reads about a page of index entries, and what the fields per reader (the orders'
 * unread messages) read after it. The statements are caught from drizzle's log as the list runs
 * them: a search's count, the page's, then one per reader field.
 * @example await explainListPages('orders', seeded.database, scenariosFor(shapeOf(1_000_000)));
 */
export async function explainListPages(
  resource: string,
  database: BenchDatabase,
  scenarios: ListScenario[],
) {
  const store = storeOf(resource)!;
  const statements: Statement[] = [];
  const logger: Logger = { logQuery: (sql, params) => void statements.push({ sql, params }) };
  const { db, query, close } = await open(database, logger);
  try {
    for (const scenario of scenarios) {
      statements.length = 0;
      const [role, id = ''] = scenario.actor.floorScope.split(':') as [Role, string];
      await readerListPage(
        db,
        store,
        storeOf,
        { id, roles: [role] },
        {
          sort: scenario.sort,
          range: { start: scenario.offset, end: scenario.offset + 24 },
          filter: Object.fromEntries(
            Object.entries(scenario.filter).filter(([, value]) => value !== undefined),
          ) as Record<string, FilterValue>,
        },
      );
      for (const [at, statement] of [...statements].entries()) {
        const plan = await query(`explain (analyze, costs off) ${statement.sql}`, statement.params);
        console.log(
          `\n-- ${scenario.name} (${at + 1} of ${statements.length})\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`,
        );
      }
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
