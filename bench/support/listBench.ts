// The run of a list bench (bench/orders-list, bench/instruction-registers): seeds every data set into
// a database of its own, then drives each target with autocannon (30 connections), one call at a time
// across all data sets in turn, so a change in the machine's load hits small and big sets alike;
// prints requests/s, p99 and the ratios of benchReport.ts; drops all.
// BENCH_SETS=<kind>:<rows>,... (postgres or pglite)  BENCH_TARGETS=floor,portal,portal-quiet (default)
// BENCH_DURATION=10 (seconds per call)  BENCH_EXPLAIN=1 (print each call's query plan)
// BENCH_CALLS=search,by total (only the calls whose name holds one of these comma-separated parts)
// BENCH_SERVER_URL=postgres://postgres@127.0.0.1:5432/test (the server; the bench's databases are new)
// BENCH_CPU_PROF=<folder> (each server's V8 CPU profile, written when it stops: childServer.ts)
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { SeededDatabase } from './benchDatabases';
import { printReport, type Measurement } from './benchReport';
import { cpuCounter } from './processCpu';
import type { BenchActor, BenchDatabase, BenchTarget, RunningTarget } from './targets';

export interface ListScenario {
  name: string;
  actor: BenchActor;
  /** Compared between sizes against the p99 growth target (page 1 calls); else an absolute p99. */
  scaled: boolean;
}

export interface ListBench<S extends ListScenario> {
  /** BENCH_SETS when unset. */
  defaultSets: string;
  targets: Record<string, BenchTarget>;
  /** A fresh database of `kind` holding `rows` rows of the listed resource. */
  seed(kind: BenchDatabase['kind'], rows: number): Promise<SeededDatabase>;
  scenariosFor(rows: number): S[];
  /** The call's path and query string. */
  pathOf(scenario: S): string;
  /** BENCH_EXPLAIN=1: prints EXPLAIN ANALYZE of each call's page query on each set. */
  explain?(database: BenchDatabase, scenarios: S[]): Promise<void>;
  /**
   * Checks a target's first answer to a call before it is measured (that the data the call should
   * pay for is in it): throws if it is wrong, else returns a line for the log.
   */
  checkAnswer?(answer: BenchAnswer<S>): string;
}

/** A target's answer to one call on one data set, as `checkAnswer` is given it. */
export interface BenchAnswer<S> {
  target: string;
  dataSet: string;
  scenario: S;
  body: unknown;
}

interface DataSet<S> {
  name: string;
  rows: number;
  scenarios: S[];
  seeded: SeededDatabase;
}

const sizeName = (rows: number) => (rows >= 1e6 ? `${rows / 1e6}M` : `${rows / 1e3}k`);

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(', ');

/**
 * Seeds, measures and reports one list bench, then drops its databases.
 * @example await runListBench({ defaultSets: 'pglite:2000', targets, seed, scenariosFor, pathOf });
 */
export async function runListBench<S extends ListScenario>(bench: ListBench<S>): Promise<void> {
  const sets = (process.env.BENCH_SETS ?? bench.defaultSets).split(',');
  const targets = (process.env.BENCH_TARGETS ?? 'floor,portal,portal-quiet')
    .split(',')
    .map((name) => {
      const target = bench.targets[name];
      if (!target)
        throw new Error(
          `Unknown bench target ${name}; known: ${Object.keys(bench.targets).join(', ')}`,
        );
      return target;
    });
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const calls = process.env.BENCH_CALLS?.split(',').filter(Boolean);
  const scenariosFor = (rows: number) =>
    bench
      .scenariosFor(rows)
      .filter((scenario) => !calls || calls.some((part) => scenario.name.includes(part)));
  const dataSets: DataSet<S>[] = [];
  const measurements: Measurement[] = [];

  const seed = async (set: string): Promise<DataSet<S>> => {
    const [kind, size] = set.split(':') as [BenchDatabase['kind'], string];
    const rows = Number(size);
    const name = `${kind} ${sizeName(rows)}`;
    const started = Date.now();
    const seeded = await bench.seed(kind, rows);
    console.log(`${name}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const scenarios = scenariosFor(rows);
    if (process.env.BENCH_EXPLAIN === '1' && bench.explain) {
      console.log(`\n== plans on ${name}`);
      await bench.explain(seeded.database, scenarios);
    }
    return { name, rows, scenarios, seeded };
  };

  const callOptions = async (server: RunningTarget, scenario: S) => ({
    url: `${server.baseUrl}${bench.pathOf(scenario)}`,
    headers: await server.headersFor(scenario.actor),
    connections: 30,
  });
  const warm = async (server: RunningTarget, scenario: S, seconds: number) => {
    await autocannon({ ...(await callOptions(server, scenario)), duration: seconds });
  };

  const measure = async (
    target: string,
    dataSet: DataSet<S>,
    server: RunningTarget,
    scenario: S,
  ) => {
    const options = await callOptions(server, scenario);
    if (bench.checkAnswer) {
      const answer = await fetch(options.url, { headers: options.headers });
      if (!answer.ok) throw new Error(`${target} answered ${answer.status} to ${options.url}`);
      const body: unknown = await answer.json();
      const line = bench.checkAnswer({ target, dataSet: dataSet.name, scenario, body });
      console.log(`  ${dataSet.name} ${target} ${scenario.name}: ${line}`);
    }
    await warm(server, scenario, 2); // this call's own caches and plans
    const perRequest = cpuCounter(server.pid);
    const result = await autocannon({ ...options, duration });
    const cpu = perRequest(result.requests.total);
    measurements.push({
      dataset: dataSet.name,
      target,
      scenario: scenario.name,
      scaled: scenario.scaled,
      requestsPerSecond: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx + result.timeouts,
      cpu,
    });
    console.log(
      `  ${dataSet.name} ${target} ${scenario.name}: ${result.requests.average} req/s, p99 ${result.latency.p99} ms, CPU ms a request: server ${cpu.server.toFixed(2)}, postgres ${cpu.postgres.toFixed(2)}, bench ${cpu.bench.toFixed(2)}`,
    );
  };

  const measureTarget = async (target: BenchTarget) => {
    const running: RunningTarget[] = [];
    try {
      for (const dataSet of dataSets) running.push(await target.start(dataSet.seeded.database));
      // Every call once before the first is measured: a server just started compiles its code,
      // sizes its heap and prepares its statements on each of the 30 connections over its first
      // thousands of calls, which otherwise fell on whichever call came first.
      for (const [index, dataSet] of dataSets.entries())
        for (const scenario of dataSet.scenarios) await warm(running[index]!, scenario, 1);
      const names = new Set(dataSets.flatMap((dataSet) => dataSet.scenarios.map((s) => s.name)));
      for (const name of names) {
        for (const [index, dataSet] of dataSets.entries()) {
          const scenario = dataSet.scenarios.find((s) => s.name === name);
          const server = running[index];
          if (scenario && server) await measure(target.name, dataSet, server, scenario);
        }
      }
    } finally {
      for (const server of running) await server.close();
    }
  };

  try {
    for (const set of sets) dataSets.push(await seed(set));
    // The machine is shared: the load beside the figures says how far to trust the absolute ones.
    console.log(`load average before measuring: ${loadAverage()}`);
    for (const target of targets) await measureTarget(target);
    console.log(`load average after measuring: ${loadAverage()}`);
  } finally {
    for (const dataSet of dataSets) await dataSet.seeded.drop();
  }
  // The growth targets compare the biggest PostgreSQL set with the smallest.
  const postgres = dataSets.filter((dataSet) => dataSet.name.startsWith('postgres'));
  postgres.sort((a, b) => a.rows - b.rows);
  printReport(measurements, { small: postgres[0]?.name, big: postgres.at(-1)?.name });
}
