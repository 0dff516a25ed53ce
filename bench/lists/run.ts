// npm run bench:lists: the clients and documents lists at 10k and 100k rows each (PostgreSQL) and
// 100k (PGlite), each against its own floor, a page query written by hand (floorServer.ts), with
// the shared list bench (bench/support/listBench.ts, which lists the settings).
// BENCH_SETS=postgres:10000,postgres:100000,pglite:100000 (default)
import { createSeededDatabase } from '../support/benchDatabases';
import { runListBench } from '../support/listBench';
import { benchTargets } from '../support/targets';
import { scenarioPath, scenariosFor } from './scenarios';
import { listsShapeOf, seedLists } from './seedLists';

await runListBench({
  defaultSets: 'postgres:10000,postgres:100000,pglite:100000',
  targets: benchTargets(new URL('./floorServer.ts', import.meta.url)),
  seed: (kind, rows) =>
    createSeededDatabase(kind, (exec, query, passwordHash) =>
      seedLists(exec, query, listsShapeOf(rows), passwordHash),
    ),
  scenariosFor: (rows) => scenariosFor(listsShapeOf(rows)),
  pathOf: scenarioPath,
});
