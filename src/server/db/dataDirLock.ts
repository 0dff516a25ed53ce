import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { StartupError } from './database';
import { ensureWritableDir } from './writableDir';

interface LockOwner {
  pid: number;
  host: string;
}

/** Another live process holds the embedded database's folder: `owner` names it. */
export class DataDirInUseError extends StartupError {
  constructor(
    message: string,
    readonly owner: LockOwner,
  ) {
    super(message);
  }
}

/**
 * Takes the embedded database's folder for this process until the returned function is called
 * (docs/operations.md#migrations): PGlite is one process's, and a second one writing the same files
 * would corrupt them. A lock left by a process that died (kill -9, a power cut) is taken over.
 * @example const unlock = await lockDataDir(dir); ...; await unlock();
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  ensureWritableDir(dir);
  const file = join(dir, '..', `${dir.split(/[\\/]/).at(-1)}.lock`);
  const me: LockOwner = { pid: process.pid, host: hostname() };
  for (;;) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      return async () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner && owner.host !== me.host) {
      throw new DataDirInUseError(
        `The embedded database in ${dir} is in use by process ${owner.pid} on ${owner.host}; if that machine no longer runs the portal, remove ${file}`,
        owner,
      );
    }
    // Our own pid in the file is an earlier life of this process's slot (a container restarted).
    if (owner && owner.pid !== me.pid && alive(owner.pid)) {
      throw new DataDirInUseError(
        `The embedded database in ${dir} is in use by process ${owner.pid}: one process at a time serves it (use PostgreSQL for more)`,
        owner,
      );
    }
    rmSync(file, { force: true });
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host }
      : undefined;
  } catch {
    // Unreadable or half-written by a process that died while writing it: nobody holds it.
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
