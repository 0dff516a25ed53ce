// npm run bench:files: uploads and downloads one 200 MB file through the real portal over HTTP
// (local disk storage, PGlite) and reports the server's RSS growth (target under 64 MB) and each
// transfer's throughput as a ratio against `cp` of the same file on the same disk, in this run.
// Then ten image uploads at once (docs/files.md#limits): the server's RSS growth (target under
// 256 MB) and the orders list's p99 meanwhile as a ratio against its idle p99 (target within 2x).
// BENCH_FILE_MB=200 (size)  BENCH_DIR=<os tmpdir> (the disk: the file, its copies and DATA_DIR)
// BENCH_SECONDS=10 (each p99 measurement)
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { portalServerEntry, startChildServer } from '../support/childServer';
import { signedIn } from '../support/signedIn';
import { timed } from '../support/timed';
import { downloadFile, uploadFile } from './httpTransfers';
import { imageUploads } from './imageUploads';
import { peakResident } from './serverMemory';

const MB = 2 ** 20;
const sizeMb = Number(process.env.BENCH_FILE_MB ?? 200);
const dir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), 'files-bench-'));
const source = join(dir, 'source.pdf');
const admin = { email: 'bench-admin@example.com', password: 'Bench-files-2026!' };

try {
  // A PDF header so the sniff accepts it, then incompressible bytes.
  writeFileSync(source, '%PDF-1.7\n');
  for (let written = 0; written < sizeMb; written += 8) appendFileSync(source, randomBytes(8 * MB));
  const sha256 = createHash('sha256');
  await pipeline(createReadStream(source), sha256);
  const expected = sha256.digest('hex');

  // cp swings with the page cache and the other jobs on the machine: the median of three runs.
  const cpRuns: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const copy = join(dir, `cp-copy-${run}.pdf`);
    cpRuns.push((await timed(() => promisify(execFile)('cp', [source, copy]))).time);
    rmSync(copy);
  }
  const cp = cpRuns.sort((a, b) => a - b)[1]!;
  const server = await startChildServer(portalServerEntry, {
    BENCH_DATA_DIR: join(dir, 'data'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    MAX_UPLOAD_MB: String(sizeMb + 16),
  });
  try {
    const origin = server.baseUrl;
    const headers = await signedIn(origin, admin.email, admin.password);
    // Warm up the route, multipart and storage code before the baseline is taken.
    writeFileSync(join(dir, 'small.pdf'), '%PDF-1.7\nwarm up\n');
    await uploadFile(origin, headers, join(dir, 'small.pdf'));

    let stored = { id: '', sha256: '', size: 0 };
    const up = await peakResident(
      server.pid,
      async () =>
        (await timed(async () => (stored = await uploadFile(origin, headers, source)))).time,
    );
    if (stored.sha256 !== expected) throw new Error('The server stored other bytes');
    const copy = join(dir, 'downloaded.pdf');
    const down = await peakResident(
      server.pid,
      async () =>
        (await timed(() => downloadFile(`${origin}/api/files/${stored.id}`, headers, copy))).time,
    );
    const check = createHash('sha256');
    await pipeline(createReadStream(copy), check);
    if (check.digest('hex') !== expected) throw new Error('The download differs from the upload');

    const mbps = (time: number) => (sizeMb / time).toFixed(0).padStart(5);
    console.log(
      `\n${sizeMb} MB file through the portal (local disk, PGlite) vs. cp on the same disk`,
    );
    console.log('transfer    MB/s  time/cp  server RSS before -> peak: growth (target < 64 MB)');
    console.log(`cp         ${mbps(cp)}     1.00`);
    for (const [name, run] of [
      ['upload', up],
      ['download', down],
    ] as const) {
      const ratio = (run.result / cp).toFixed(2).padStart(8);
      const growth = (run.peak - run.before) / MB;
      const rss = `${(run.before / MB).toFixed(0)} -> ${(run.peak / MB).toFixed(0)} MB`;
      const verdict = growth < 64 ? 'met' : 'MISSED';
      console.log(
        `${name.padEnd(9)}  ${mbps(run.result)} ${ratio}  ${rss}: ${growth.toFixed(1)} MB ${verdict}`,
      );
    }
    await imageUploads({
      origin,
      headers,
      pid: server.pid,
      dir,
      seconds: Number(process.env.BENCH_SECONDS ?? 10),
    });
  } finally {
    await server.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
