// npm run bench:sessions: what the session lookup that the session cache saves costs a signed-in call
// (docs/sessions.md#the-session-cache), against the orders list's page 1 in the same run, on
// PostgreSQL and PGlite (10,000 orders each, bench/orders-list's seeding).
// BENCH_CALLS=3000 (calls per measurement, one after another on one connection)
import { eq } from 'drizzle-orm';
import { sessionUserStatement } from '../../src/server/auth/caller';
import { openSession } from '../../src/server/auth/sessions';
import type { Database } from '../../src/server/db/database';
import { users } from '../../src/features/users/table';
import { readerListPage } from '../../src/engine/server/list';
import { serverResources } from '../../src/features/serverResources';
import { benchId, shapeOf } from '../orders-list/benchIds';
import { seedBench } from '../orders-list/seedBench';
import { createSeededDatabase, openBenchDatabase } from '../support/benchDatabases';
import { cpuCounter } from '../support/processCpu';
import type { BenchDatabase } from '../support/targets';

const CALLS = Number(process.env.BENCH_CALLS ?? 3000);
const ROUNDS = 3;

/** This process's and PostgreSQL's CPU microseconds a call of `call`, made CALLS times in a row. */
async function cpuPerCall(call: () => Promise<unknown>) {
  const perCall = cpuCounter(process.pid);
  for (let i = 0; i < CALLS; i += 1) await call();
  const cpu = perCall(CALLS);
  return { node: cpu.server * 1000, postgres: cpu.postgres * 1000 };
}

async function measure(kind: BenchDatabase['kind']) {
  const seeded = await createSeededDatabase(kind, (exec, query, hash) =>
    seedBench(exec, query, shapeOf(10_000), hash),
  );
  let opened: Database | undefined;
  try {
    opened = await openBenchDatabase(seeded.database);
    const db = opened.db;
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@bench.example'));
    const { userId, familyId } = await openSession(db, admin!.id);
    const session = { userId, familyId };
    const lookup = sessionUserStatement(db);
    const storeOf = (name: string) =>
      serverResources.find((resource) => resource.name === name)?.store;
    const reader = { id: benchId(4, 1), roles: ['admin' as const] };
    const page = {
      filter: {},
      sort: { field: 'createdAt', order: 'DESC' as const },
      range: { start: 0, end: 24 },
    };
    const calls = {
      'session lookup': () => lookup.execute(session),
      'admin page 1 (the baseline)': () =>
        readerListPage(db, storeOf('orders')!, storeOf, reader, page),
    };
    for (const call of Object.values(calls)) await cpuPerCall(call); // warm plans and the JIT
    for (let round = 1; round <= ROUNDS; round += 1) {
      const figures = [];
      for (const [name, call] of Object.entries(calls)) {
        const cpu = await cpuPerCall(call);
        figures.push(cpu.node + cpu.postgres);
        console.log(
          `${kind.padEnd(8)} round ${round} ${name.padEnd(28)} node ${cpu.node.toFixed(0).padStart(5)} µs  postgres ${cpu.postgres.toFixed(0).padStart(5)} µs a call`,
        );
      }
      console.log(
        `${kind.padEnd(8)} round ${round} session lookup / page 1 = ${(figures[0]! / figures[1]!).toFixed(2)}`,
      );
    }
  } finally {
    await opened?.close();
    await seeded.drop();
  }
}

await measure('postgres');
await measure('pglite');
