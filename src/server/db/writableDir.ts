import { accessSync, constants, mkdirSync } from 'node:fs';
import { StartupError } from './database';

/** Creates `dir` if missing and proves the process may write there. */
export function ensureWritableDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new StartupError(`DATA_DIR is not writable: cannot write to ${dir} (${why})`);
  }
}
