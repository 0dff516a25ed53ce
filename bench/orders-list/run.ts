// npm run bench:orders: seeds each data set into a database of its own, drives every target with
// autocannon (30 connections), prints requests/s, p99 and the ratios of issue 6, drops the data.
// BENCH_SETS=postgres:10000,postgres:1000000,pglite:100000  BENCH_TARGETS=floor[,portal]
// BENCH_DURATION=10 (seconds per call)  BENCH_EXPLAIN=1 (print each call's query plan)  BENCH_SERVER_URL=postgres://postgres@127.0.0.1:5432/test
import autocannon from 'autocannon';
import { shapeOf } from './benchIds';
import { createSeededDatabase } from './benchDatabases';
import { explainPlans } from './explainPlans';
import { printReport, type Measurement } from './benchReport';
import { scenarioPath, scenariosFor } from './scenarios';
import { TARGETS, type BenchDatabase } from './targets';

const sets = (process.env.BENCH_SETS ?? 'postgres:10000,postgres:1000000,pglite:100000').split(',');
const targets = (process.env.BENCH_TARGETS ?? 'floor').split(',').map((name) => {
  const target = TARGETS[name];
  if (!target)
    throw new Error(`Unknown bench target ${name}; known: ${Object.keys(TARGETS).join(', ')}`);
  return target;
});
const duration = Number(process.env.BENCH_DURATION ?? 10);
const measurements: Measurement[] = [];

for (const set of sets) {
  const [kind, size] = set.split(':') as [BenchDatabase['kind'], string];
  const shape = shapeOf(Number(size));
  const dataset = `${kind} ${shape.orders >= 1e6 ? `${shape.orders / 1e6}M` : `${shape.orders / 1e3}k`}`;
  const seedStart = Date.now();
  const seeded = await createSeededDatabase(kind, shape);
  console.log(`${dataset}: seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
  try {
    if (process.env.BENCH_EXPLAIN === '1' && seeded.database.kind === 'postgres') {
      await explainPlans(seeded.database.url, scenariosFor(shape));
    }
    for (const target of targets) {
      const running = await target.start(seeded.database);
      try {
        for (const scenario of scenariosFor(shape)) {
          const options = {
            url: `${running.baseUrl}${scenarioPath(scenario)}`,
            headers: await running.headersFor(scenario.actor),
            connections: 30,
          };
          await autocannon({ ...options, duration: 1 }); // warm caches and plans
          const result = await autocannon({ ...options, duration });
          measurements.push({
            dataset,
            orders: shape.orders,
            target: target.name,
            scenario: scenario.name,
            scaled: scenario.scaled,
            requestsPerSecond: result.requests.average,
            p99: result.latency.p99,
            errors: result.errors + result.non2xx + result.timeouts,
          });
          console.log(
            `  ${target.name} ${scenario.name}: ${result.requests.average} req/s, p99 ${result.latency.p99} ms`,
          );
        }
      } finally {
        await running.close();
      }
    }
  } finally {
    await seeded.drop();
  }
}
printReport(measurements);
