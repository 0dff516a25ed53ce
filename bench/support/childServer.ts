import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export interface ChildServer {
  baseUrl: string;
  /** The server's process id (bench/files reads its memory from /proc). */
  pid: number;
  close(): Promise<void>;
}

/** The real portal's start-up as `npm start` does it (portalServer.ts), for the benches that drive it. */
export const portalServerEntry = new URL('./portalServer.ts', import.meta.url);

const packageJson = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { scripts: { serve: string } };

/**
 * The V8 heap sizes `npm start` gives the server through `npm run serve` (docs/settings.md#memory):
 * the benches measure the server as it runs, and V8 sizes its heap, garbage included, from them.
 */
const heapSizes = (() => {
  const flags = packageJson.scripts.serve.match(/--max-[a-z-]+-size=\d+/g);
  if (!flags?.some((flag) => flag.startsWith('--max-old-space-size='))) {
    throw new Error('npm run serve names no --max-old-space-size');
  }
  return flags;
})();

/**
 * BENCH_CPU_PROF=<folder>: each server writes a V8 CPU profile there when it stops (Chromium's
 * DevTools open it), to see where a call's server time goes. Node refuses the flag in NODE_OPTIONS.
 */
const profiling = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : [];

/**
 * Starts `file` (a .ts entry that prints "listening <url>") in its own Node process, so the server
 * under test does not share an event loop with autocannon. Its standard output goes straight to a
 * file, as a deployment's logs go to a file or the journal: piped to this process, which autocannon
 * keeps busy, the pipe filled and the server's synchronous log writes waited for it (pino's stream
 * sleeps 100 ms on a full pipe), so a logging server was measured waiting for the bench.
 * @example const floor = await startChildServer(new URL('./floorServer.ts', import.meta.url), { BENCH_DATABASE_URL: url });
 */
export async function startChildServer(
  file: URL,
  env: Record<string, string>,
): Promise<ChildServer> {
  const entry = fileURLToPath(file);
  const outputDir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const outputPath = join(outputDir, 'stdout.log');
  const output = openSync(outputPath, 'a');
  const child = spawn(process.execPath, [...heapSizes, ...profiling, '--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', output, 'inherit'],
  });
  closeSync(output);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve();
    }),
  );
  const close = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(outputDir, { recursive: true, force: true });
  };
  for (;;) {
    const match = /^listening (http\S+)$/m.exec(readFileSync(outputPath, 'utf8'));
    if (match?.[1]) return { baseUrl: match[1], pid: child.pid!, close };
    if (exitCode !== undefined) {
      rmSync(outputDir, { recursive: true, force: true });
      throw new Error(`${file} exited with ${exitCode} before listening`);
    }
    await delay(100);
  }
}
