// npm run bench:pdf: the real portal (npm start's code, PGlite, demo data) answers the orders list
// and /api/health while quote PDFs of 200-line drafts render in parallel for three users, and
// reports each call's p99 as a ratio against its idle p99 measured in the same run (target: the
// list within 2x, docs/quote-pdf.md#off-the-event-loop). BENCH_SECONDS=10 per measurement.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demoAccounts';
import { portalServerEntry, startChildServer } from '../support/childServer';
import { signedIn } from '../support/signedIn';
import { largestDraft } from './benchOrders';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const PDF_USERS = ['client@example.com', 'liaison@example.com', 'admin@example.com'];
const DRAFTS = 12;
const dir = mkdtempSync(join(tmpdir(), 'pdf-bench-'));
const portal = (env: Record<string, string> = {}) =>
  startChildServer(portalServerEntry, {
    BENCH_DATA_DIR: dir,
    BENCH_SEED_DEMO: 'true',
    ...env,
  });

const p99 = async (url: string, headers: Record<string, string>, connections: number) => {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  if (result.non2xx > 0) throw new Error(`${url} answered ${result.non2xx} non-2xx`);
  return result.latency.p99;
};

try {
  await (await portal()).close(); // seeds the demo data
  const body = await largestDraft(dir);
  const server = await portal();
  try {
    const base = server.baseUrl;
    const client = await signedIn(base, PDF_USERS[0]!, DEMO_PASSWORD);
    const drafts: string[] = [];
    for (let made = 0; made < DRAFTS; made += 1) {
      const answer = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: client,
        body: JSON.stringify(body),
      });
      if (answer.status !== 201) throw new Error(`draft: ${answer.status} ${await answer.text()}`);
      drafts.push(((await answer.json()) as { id: string }).id);
    }
    const reader = await signedIn(base, 'admin@example.com', DEMO_PASSWORD);
    const list = `${base}/api/orders?range=${encodeURIComponent('[0,24]')}`;
    const health = `${base}/api/health`;
    const idle = { list: await p99(list, reader, 10), health: await p99(health, {}, 1) };

    // Each user asks for its share of the drafts' PDFs one after another, as a browser would.
    let stop = false;
    let rendered = 0;
    let started!: () => void;
    const firstPdf = new Promise<void>((resolve) => (started = resolve));
    const loaders = PDF_USERS.map(async (email, user) => {
      const headers = await signedIn(base, email, DEMO_PASSWORD);
      for (let index = user; !stop && index < drafts.length; index += PDF_USERS.length) {
        const pdf = await fetch(`${base}/api/orders/${drafts[index]}/quote.pdf`, { headers });
        if (pdf.status !== 200) throw new Error(`quote.pdf: ${pdf.status}`);
        await pdf.arrayBuffer();
        rendered += 1;
        started();
      }
    });
    // The pool's thread is up once a first PDF is out: measure while the rest render.
    await firstPdf;
    const before = rendered;
    const busy = { list: await p99(list, reader, 10), health: await p99(health, {}, 1) };
    const during = rendered - before;
    const pending = DRAFTS - rendered;
    stop = true;
    await Promise.all(loaders);

    const row = (name: string, calm: number, loaded: number, target?: number) =>
      `${name.padEnd(22)} ${String(calm).padStart(6)} ms ${String(loaded).padStart(7)} ms ${(
        loaded / calm
      )
        .toFixed(2)
        .padStart(
          6,
        )}x${target ? `  (target <= ${target}x: ${loaded / calm <= target ? 'met' : 'MISSED'})` : ''}`;
    console.log(`p99, idle vs. with 200-line quote PDFs rendering (${seconds} s each)`);
    console.log(`${'call'.padEnd(22)} ${'idle'.padStart(9)} ${'loaded'.padStart(10)}  ratio`);
    console.log(row('GET /api/orders', idle.list, busy.list, 2));
    console.log(row('GET /api/health', idle.health, busy.health));
    console.log(
      `PDFs finished while measuring: ${during}; still rendering or queued at the end: ${pending > 0 ? 'yes' : 'no'}`,
    );
  } finally {
    await server.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
