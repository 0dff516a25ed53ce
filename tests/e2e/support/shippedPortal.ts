import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
// Migrating and seeding the demo data (argon2 hashes) on a busy 2-core machine.
const START_TIMEOUT_MS = 110_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ShippedPortal {
  url: string;
  /** npm's own process, the leader of the portal's process group. */
  pid: number;
  /** Resolves when npm has exited. */
  exited: Promise<void>;
  stop(): Promise<void>;
}

/**
 * The portal started exactly as a person starts it, `npm start` (the same script, build check and
 * Node flags), on a free port of the loopback and its own DATA_DIR; its log goes to `portal.log`
 * there. The browser tests run against this, so a start that breaks a feature fails them.
 * @example const portal = await startShippedPortal(dataDir); await portal.stop();
 */
export function startShippedPortal(dataDir: string): Promise<ShippedPortal> {
  const log = createWriteStream(join(dataDir, 'portal.log'));
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    // The embedded defaults, as on a fresh machine, whatever the shell running the tests has set.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      SMTP_URL: undefined,
      PUBLIC_URL: undefined,
    },
    // Its own process group: stopping it ends npm and the server together.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, 'SIGTERM');
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
    log.end();
  };
  return new Promise((resolve, reject) => {
    let seen = '';
    let started = false;
    const fail = (why: string) => {
      void stop();
      reject(
        new Error(`npm start did not serve (${why}); its log: ${join(dataDir, 'portal.log')}`),
      );
    };
    const timer = setTimeout(
      () => fail(`not ready in ${START_TIMEOUT_MS / 1000} s`),
      START_TIMEOUT_MS,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!started) fail(`exited with ${code}`);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      log.write(chunk);
      if (started) return;
      seen += chunk.toString();
      const ready = /Trophy Portal is ready at (http:\/\/[^"\s]+)/.exec(seen);
      if (!ready) return;
      started = true;
      clearTimeout(timer);
      resolve({ url: ready[1]!, pid: child.pid!, exited, stop });
    });
  });
}
