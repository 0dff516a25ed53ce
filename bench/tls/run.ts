// npm run bench:tls: creates one TLS batch of BENCH_TLS_ORDERS (10,000) Accepted orders through the
// real portal, on PGlite and on PostgreSQL (BENCH_TLS_DATABASES), and reports its time and the
// server's RSS growth (target: flat, under 64 MB, docs/tls-export.md#memory), against a baseline
// measured in the same run on the same server: the same orders read by one plain query
// (GET /api/tls-exports/waiting).
import { request } from 'node:http';
import { peakResident } from '../files/serverMemory';
import { createMigratedDatabase, openBenchDatabase } from '../support/benchDatabases';
import { portalServerEntry, startChildServer } from '../support/childServer';
import { signedIn } from '../support/signedIn';
import { serverEnv, type BenchDatabase } from '../support/targets';
import { timed } from '../support/timed';
import { seedWaitingOrders } from './seedWaitingOrders';

const MB = 2 ** 20;
const count = Number(process.env.BENCH_TLS_ORDERS ?? 10_000);
const kinds = (process.env.BENCH_TLS_DATABASES ?? 'pglite,postgres').split(
  ',',
) as BenchDatabase['kind'][];
const admin = { email: 'bench-admin@example.com', password: 'Bench-tls-2026!' };

// fetch gives up after five minutes without an answer; a large batch on a busy machine takes longer.
const postWithoutTimeout = (url: string, headers: Record<string, string>, body: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = request(url, { method: 'POST', headers }, (answer) => {
      let text = '';
      answer.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: text }));
    });
    call.on('error', reject);
    call.end(body);
  });

/** The baseline read and the batch, each with the server's RSS before and at its peak. */
async function measure(database: BenchDatabase) {
  const seeded = await openBenchDatabase(database);
  await seedWaitingOrders(seeded, count, admin);
  await seeded.close();

  const server = await startChildServer(portalServerEntry, serverEnv(database));
  try {
    const origin = server.baseUrl;
    const headers = await signedIn(origin, admin.email, admin.password);
    await fetch(`${origin}/api/tls-exports`, { headers });
    const read = await peakResident(server.pid, () =>
      timed(async () => {
        const answer = await fetch(`${origin}/api/tls-exports/waiting`, { headers });
        return ((await answer.json()) as unknown[]).length;
      }),
    );
    if (read.result.result !== count) throw new Error(`Read ${read.result.result} orders`);
    const batch = await peakResident(server.pid, () =>
      timed(async () => {
        const answer = await postWithoutTimeout(`${origin}/api/tls-exports`, headers, '{}');
        if (answer.status !== 201) throw new Error(`${answer.status} ${answer.body}`);
        return JSON.parse(answer.body) as { orderCount: number; fileSize: number };
      }),
    );
    if (batch.result.result.orderCount !== count) throw new Error('The batch missed orders');
    return { read, batch, fileSize: batch.result.result.fileSize };
  } finally {
    await server.close();
  }
}

console.log(`\nTLS batch of ${count} orders (local disk) vs. reading them by one query`);
console.log(
  'database  run                time  time/read  server RSS before -> peak: growth (target < 64 MB)',
);
for (const kind of kinds) {
  const { database, drop } = await createMigratedDatabase(kind);
  try {
    const { read, batch, fileSize } = await measure(database);
    for (const [name, run] of [
      ['read (baseline)', read],
      ['create batch', batch],
    ] as const) {
      const growth = (run.peak - run.before) / MB;
      const verdict = name === 'create batch' ? (growth < 64 ? ' met' : ' MISSED') : '';
      console.log(
        `${kind.padEnd(9)} ${name.padEnd(16)} ${run.result.time.toFixed(2).padStart(6)} s ${(run.result.time / read.result.time).toFixed(2).padStart(9)}  ${(run.before / MB).toFixed(0)} -> ${(run.peak / MB).toFixed(0)} MB: ${growth.toFixed(1)} MB${verdict}`,
      );
    }
    console.log(`${kind.padEnd(9)} zip: ${(fileSize / MB).toFixed(2)} MB`);
  } finally {
    await drop();
  }
}
