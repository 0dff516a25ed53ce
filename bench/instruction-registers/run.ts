// npm run bench:irs: the instruction registers list at 10k and 100k IRs (PostgreSQL) and 100k
// (PGlite), with the shared list bench (bench/support/listBench.ts, which lists the settings).
// BENCH_SETS=postgres:10000,postgres:100000,pglite:100000 (default)
import { createSeededDatabase } from '../support/benchDatabases';
import { runListBench } from '../support/listBench';
import { explainListPages } from '../support/explainListPages';
import { irShapeOf } from './irShape';
import { scenarioPath, scenariosFor } from './scenarios';
import { seedIrs } from './seedIrs';
import { TARGETS } from './targets';

await runListBench({
  defaultSets: 'postgres:10000,postgres:100000,pglite:100000',
  targets: TARGETS,
  seed: (kind, irs) =>
    createSeededDatabase(kind, (exec, query, passwordHash) =>
      seedIrs(exec, query, irShapeOf(irs), passwordHash),
    ),
  scenariosFor: (irs) => scenariosFor(irShapeOf(irs)),
  pathOf: scenarioPath,
  explain: (database, scenarios) => explainListPages('instruction-registers', database, scenarios),
});
