// npm run bench:dashboards: seeds BENCH_ORDERS (default 1,000,000) orders into a fresh PostgreSQL
// database with bench/orders-list's seeding, then drives, with autocannon (30 connections), the
// orders list's floor (its bare page query, no auth) and the portal's GET /api/dashboards/summary;
// prints requests/s, p99, each call's ratios against the floor measured in the same run, and the
// 200 ms p99 target. BENCH_DURATION=10 (seconds per call); BENCH_SERVER_URL as bench/orders-list.
import autocannon from 'autocannon';
import { createSeededDatabase } from '../support/benchDatabases';
import { shapeOf } from '../orders-list/benchIds';
import { scenarioPath } from '../orders-list/scenarios';
import { seedBench } from '../orders-list/seedBench';
import { TARGETS } from '../orders-list/targets';
import type { BenchActor, RunningTarget } from '../support/targets';
import { admin, dashboardScenarios, outfitter, summaryPath } from './scenarios';

const orders = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const P99_TARGET_MS = 200;

interface Result {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

async function measure(target: RunningTarget, path: string, actor: BenchActor): Promise<Result> {
  const options = {
    url: `${target.baseUrl}${path}`,
    headers: await target.headersFor(actor),
    connections: 30,
  };
  await autocannon({ ...options, duration: 2 }); // warm caches, plans and the JIT
  const result = await autocannon({ ...options, duration });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const started = Date.now();
const seeded = await createSeededDatabase('postgres', (exec, query, passwordHash) =>
  seedBench(exec, query, shapeOf(orders), passwordHash),
);
console.log(`seeded ${orders} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const running: RunningTarget[] = [];
try {
  const floor = await TARGETS.floor.start(seeded.database);
  running.push(floor);
  const portal = await TARGETS.portal.start(seeded.database);
  running.push(portal);
  const listPage = (actor: BenchActor) =>
    scenarioPath({
      name: '',
      actor,
      filter: {},
      sort: { field: 'createdAt', order: 'DESC' },
      offset: 0,
      scaled: false,
    });
  const floors = new Map([
    [admin, await measure(floor, listPage(admin), admin)],
    [outfitter, await measure(floor, listPage(outfitter), outfitter)],
  ]);
  console.log(
    `floor (orders list page 1): admin ${floors.get(admin)!.requestsPerSecond} req/s p99 ${floors.get(admin)!.p99} ms; outfitter ${floors.get(outfitter)!.requestsPerSecond} req/s p99 ${floors.get(outfitter)!.p99} ms`,
  );
  console.log(
    '\ncall                          req/s   p99 ms  errors  req/s / floor  p99 / floor  p99 target',
  );
  for (const scenario of dashboardScenarios) {
    const result = await measure(portal, summaryPath(scenario.query), scenario.actor);
    const base = floors.get(scenario.actor)!;
    const ok = result.requestsPerSecond > 0 && result.p99 <= P99_TARGET_MS && result.errors === 0;
    console.log(
      `${scenario.name.padEnd(28)} ${result.requestsPerSecond.toFixed(0).padStart(6)} ${String(result.p99).padStart(8)} ${String(result.errors).padStart(7)} ${(result.requestsPerSecond / base.requestsPerSecond).toFixed(2).padStart(14)} ${(Math.max(result.p99, 1) / Math.max(base.p99, 1)).toFixed(2).padStart(12)}  ${ok ? 'ok' : 'MISSED'} (<= ${P99_TARGET_MS} ms)`,
    );
  }
} finally {
  for (const target of running) await target.close();
  await seeded.drop();
}
