// npm run bench:tls: creates one TLS batch of BENCH_TLS_ORDERS (10,000) Accepted orders through the
// real portal, on PGlite and on PostgreSQL (BENCH_TLS_DATABASES), and follows it as its page does
// (GET /progress) until its job is done: the time to the answer, to the first progress and to done,
// and the server's RSS growth meanwhile (target: flat, under 64 MB, docs/tls-export.md#memory),
// against a baseline measured in the same run on the same server: the same orders read by one plain
// query (GET /api/tls-exports/waiting).
import type {
  TlsExport,
  TlsExportDetail,
  TlsExportProgress,
} from '../../src/features/tls-exports/tlsExports';
import { peakResident } from '../files/serverMemory';
import { createMigratedDatabase, openBenchDatabase } from '../support/benchDatabases';
import { portalServerEntry, startChildServer } from '../support/childServer';
import { signedIn } from '../support/signedIn';
import { serverEnv, type BenchDatabase } from '../support/targets';
import { timed } from '../support/timed';
import { seedWaitingOrders } from './seedWaitingOrders';

const count = Number(process.env.BENCH_TLS_ORDERS ?? 10_000);
const kinds = (process.env.BENCH_TLS_DATABASES ?? 'pglite,postgres').split(
  ',',
) as BenchDatabase['kind'][];
const admin = { email: 'bench-admin@example.com', password: 'Bench-tls-2026!' };

// The page polls every second; the bench every 50 ms, to see the first progress when it comes.
const POLL_MS = 50;

interface Followed {
  /** Seconds from the call to its answer (201, the batch running), to its first progress, to done. */
  answer: number;
  firstProgress: number;
  done: number;
  orderCount: number;
  fileSize: number;
}

/** Creates the batch of every waiting order and follows its progress until it is done. */
async function followBatch(origin: string, headers: Record<string, string>): Promise<Followed> {
  const started = process.hrtime.bigint();
  const since = () => Number(process.hrtime.bigint() - started) / 1e9;
  const created = await fetch(`${origin}/api/tls-exports`, { method: 'POST', headers, body: '{}' });
  if (created.status !== 201) throw new Error(`${created.status} ${await created.text()}`);
  const batch = (await created.json()) as TlsExportDetail;
  const answer = since();
  let firstProgress: number | undefined;
  for (;;) {
    const polled = await fetch(`${origin}/api/tls-exports/${batch.id}/progress`, { headers });
    const { status, progress, error } = (await polled.json()) as TlsExportProgress;
    if (firstProgress === undefined && progress.done > 0) firstProgress = since();
    if (status === 'done') break;
    if (status === 'failed') throw new Error(`The batch failed: ${error}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const done = since();
  const filter = encodeURIComponent(JSON.stringify({ number: batch.number }));
  const listed = await fetch(`${origin}/api/tls-exports?filter=${filter}`, { headers });
  const [row] = (await listed.json()) as TlsExport[];
  return {
    answer,
    firstProgress: firstProgress ?? done,
    done,
    orderCount: row!.orderCount,
    fileSize: row!.fileSize ?? 0,
  };
}

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
    const batch = await peakResident(server.pid, () => followBatch(origin, headers));
    if (batch.result.orderCount !== count) throw new Error('The batch missed orders');
    return { read, batch };
  } finally {
    await server.close();
  }
}

const MB = 2 ** 20;
const seconds = (time: number, read: number) =>
  `${time.toFixed(2).padStart(6)} s ${(time / read).toFixed(2).padStart(9)}`;

console.log(`\nTLS batch of ${count} orders (local disk) vs. reading them by one query`);
console.log('database  step                  time  time/read  server RSS before -> peak');
for (const kind of kinds) {
  const { database, drop } = await createMigratedDatabase(kind);
  try {
    const { read, batch } = await measure(database);
    const baseline = read.result.time;
    console.log(`${kind.padEnd(9)} read (baseline)   ${seconds(baseline, baseline)}`);
    const { answer, firstProgress, done, fileSize } = batch.result;
    console.log(`${kind.padEnd(9)} create: answer    ${seconds(answer, baseline)}`);
    console.log(`${kind.padEnd(9)} first progress    ${seconds(firstProgress, baseline)}`);
    const growth = (batch.peak - batch.before) / MB;
    console.log(
      `${kind.padEnd(9)} done              ${seconds(done, baseline)}  ${(batch.before / MB).toFixed(0)} -> ${(batch.peak / MB).toFixed(0)} MB: ${growth.toFixed(1)} MB${growth < 64 ? ' met' : ' MISSED'} (target < 64 MB)`,
    );
    console.log(`${kind.padEnd(9)} zip: ${(fileSize / MB).toFixed(2)} MB`);
  } finally {
    await drop();
  }
}
