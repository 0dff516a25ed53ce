// npm run bench:orders: the orders list at 10k, 1M (PostgreSQL) and 100k (PGlite) orders, with the
// shared list bench (bench/support/listBench.ts, which lists the settings).
// BENCH_SETS=postgres:10000,postgres:1000000,pglite:100000 (default)
import { createSeededDatabase } from '../support/benchDatabases';
import { runListBench } from '../support/listBench';
import { shapeOf } from './benchIds';
import { explainListPages } from '../support/explainListPages';
import { scenarioPath, scenariosFor } from './scenarios';
import { seedBench } from './seedBench';
import { TARGETS } from './targets';
import { unreadCheck } from './unreadCheck';

await runListBench({
  defaultSets: 'postgres:10000,postgres:1000000,pglite:100000',
  targets: TARGETS,
  seed: (kind, orders) =>
    createSeededDatabase(kind, (exec, query, passwordHash) =>
      seedBench(exec, query, shapeOf(orders), passwordHash),
    ),
  scenariosFor: (orders) => scenariosFor(shapeOf(orders)),
  pathOf: scenarioPath,
  checkAnswer: unreadCheck(),
  // Plans on PostgreSQL only: PGlite runs the same planner on the same indexes.
  explain: async (database, scenarios) => {
    if (database.kind === 'postgres') await explainListPages('orders', database, scenarios);
  },
});
