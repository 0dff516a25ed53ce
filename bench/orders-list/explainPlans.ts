import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { orderPageQuery } from '../../src/features/orders/server/orderListQuery';
import { floorScopeOf } from './floorScope';
import type { Scenario } from './scenarios';
import { orderSources } from '../../src/features/orders/server/orderSources';

/**
 * Prints EXPLAIN ANALYZE of each call's page query (BENCH_EXPLAIN=1): the evidence that every call
 * walks an index rather than sorting its scope.
 * @example await explainPlans(url, scenariosFor(shape));
 */
export async function explainPlans(url: string, scenarios: Scenario[]): Promise<void> {
  const dialect = new PgDialect();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const scenario of scenarios) {
      const request = {
        scope: floorScopeOf(scenario.actor.floorScope),
        filter: scenario.filter,
        sort: scenario.sort,
        offset: scenario.offset,
        limit: 25,
      };
      const { sql, params } = dialect.sqlToQuery(orderPageQuery(request, orderSources));
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off) ${sql}`,
        params,
      );
      console.log(`\n-- ${scenario.name}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  } finally {
    await client.end();
  }
}
