import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

// A test that fails or times out before it stops its server must not leave it running (and eating
// the machine's cores) for the rest of the run: whatever is still alive goes when the worker does.
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

export interface MainProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the URL once the server says it is ready. */
  ready: Promise<string>;
  exited: Promise<number | null>;
}

/**
 * Runs `src/server/main.ts` as `npm start` does (demo data on; no build), with the given environment.
 * @example const main = runMain({ PORT: '0', DATA_DIR: dir }); await main.ready;
 */
export function runMain(env: Record<string, string>): MainProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', SEED_DEMO: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Trophy Portal is ready at (http:\/\/\S+?)"/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`main exited with ${code}: ${output}`)));
  });
  ready.catch(() => undefined);
  return { child, output: () => output, ready, exited };
}
