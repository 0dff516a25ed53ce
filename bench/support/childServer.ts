import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
 * Starts `file` (a .ts entry that prints "listening <url>") in its own Node process, so the server
 * under test does not share an event loop with autocannon.
 * @example const floor = await startChildServer(new URL('./floorServer.ts', import.meta.url), { BENCH_DATABASE_URL: url });
 */
export function startChildServer(file: URL, env: Record<string, string>): Promise<ChildServer> {
  const entry = fileURLToPath(file);
  const child = spawn(process.execPath, [...heapSizes, '--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before listening`)));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const match = /^listening (http\S+)$/m.exec(chunk);
      if (!match?.[1]) return;
      resolve({
        baseUrl: match[1],
        pid: child.pid!,
        close: () => {
          child.kill('SIGTERM');
          return exited;
        },
      });
    });
  });
}
