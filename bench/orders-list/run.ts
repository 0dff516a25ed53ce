// npm run bench:orders: seeds every data set into a database of its own, then drives each target
// with autocannon (30 connections), one call at a time across all data sets in turn, so a change in
// the machine's load hits 10k and 1M alike; prints requests/s, p99 and the ratios of targets.ts; drops all.
// BENCH_SETS=postgres:10000,postgres:1000000,pglite:100000  BENCH_TARGETS=floor,portal,portal-quiet (default)
// BENCH_DURATION=10 (seconds per call)  BENCH_EXPLAIN=1 (print each call's query plan)
// BENCH_CALLS=search (only the calls whose name holds one of these comma-separated parts)
// BENCH_SERVER_URL=postgres://postgres@127.0.0.1:5432/test (the server; the bench's databases are new)
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { shapeOf, type Shape } from './benchIds';
import { createSeededDatabase, type SeededDatabase } from './benchDatabases';
import { explainPlans } from './explainPlans';
import { printReport, type Measurement } from './benchReport';
import { scenarioPath, scenariosFor, type Scenario } from './scenarios';
import { TARGETS, type BenchDatabase, type BenchTarget, type RunningTarget } from './targets';

interface DataSet {
  name: string;
  shape: Shape;
  seeded: SeededDatabase;
}

const sets = (process.env.BENCH_SETS ?? 'postgres:10000,postgres:1000000,pglite:100000').split(',');
const targets = (process.env.BENCH_TARGETS ?? 'floor,portal,portal-quiet')
  .split(',')
  .map((name) => {
    const target = TARGETS[name];
    if (!target)
      throw new Error(`Unknown bench target ${name}; known: ${Object.keys(TARGETS).join(', ')}`);
    return target;
  });
const duration = Number(process.env.BENCH_DURATION ?? 10);
const dataSets: DataSet[] = [];
const measurements: Measurement[] = [];

try {
  for (const set of sets) dataSets.push(await seed(set));
  // The machine is shared: the load beside the figures says how far to trust the absolute ones.
  console.log(
    `load average before measuring: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')}`,
  );
  for (const target of targets) await measureTarget(target);
  console.log(
    `load average after measuring: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')}`,
  );
} finally {
  for (const dataSet of dataSets) await dataSet.seeded.drop();
}
printReport(measurements);

async function seed(set: string): Promise<DataSet> {
  const [kind, size] = set.split(':') as [BenchDatabase['kind'], string];
  const shape = shapeOf(Number(size));
  const name = `${kind} ${shape.orders >= 1e6 ? `${shape.orders / 1e6}M` : `${shape.orders / 1e3}k`}`;
  const started = Date.now();
  const seeded = await createSeededDatabase(kind, shape);
  console.log(`${name}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (process.env.BENCH_EXPLAIN === '1' && seeded.database.kind === 'postgres') {
    await explainPlans(seeded.database.url, scenariosFor(shape));
  }
  return { name, shape, seeded };
}

async function measureTarget(target: BenchTarget): Promise<void> {
  const running: RunningTarget[] = [];
  try {
    for (const dataSet of dataSets) running.push(await target.start(dataSet.seeded.database));
    const names = new Set(
      dataSets.flatMap((dataSet) => scenariosFor(dataSet.shape).map((s) => s.name)),
    );
    for (const name of names) {
      for (const [index, dataSet] of dataSets.entries()) {
        const scenario = scenariosFor(dataSet.shape).find((s) => s.name === name);
        const server = running[index];
        if (scenario && server) await measure(target.name, dataSet, server, scenario);
      }
    }
  } finally {
    for (const server of running) await server.close();
  }
}

async function measure(
  target: string,
  dataSet: DataSet,
  server: RunningTarget,
  scenario: Scenario,
) {
  const options = {
    url: `${server.baseUrl}${scenarioPath(scenario)}`,
    headers: await server.headersFor(scenario.actor),
    connections: 30,
  };
  await autocannon({ ...options, duration: 2 }); // warm caches, plans and the JIT
  const result = await autocannon({ ...options, duration });
  measurements.push({
    dataset: dataSet.name,
    orders: dataSet.shape.orders,
    target,
    scenario: scenario.name,
    scaled: scenario.scaled,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  });
  console.log(
    `  ${dataSet.name} ${target} ${scenario.name}: ${result.requests.average} req/s, p99 ${result.latency.p99} ms`,
  );
}
