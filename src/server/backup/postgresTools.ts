import { spawn } from 'node:child_process';
import { BackupError } from './backupManifest';

/**
 * Runs PostgreSQL's own `pg_dump` or `pg_restore` on the database `databaseUrl` names. The password
 * goes in the child's environment, not its arguments, which any user of the machine may read.
 * @example await runPostgresTool('pg_dump', ['--format=custom', `--file=${dump}`], url);
 */
export function runPostgresTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  databaseUrl: string,
): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const child = spawn(tool, [...args, `--dbname=${url.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} was not found: install PostgreSQL's client programs (Debian: postgresql-client), of the server's major version or newer`
            : `${tool} did not start: ${error.message}`,
        ),
      ),
    );
    child.once('close', (code) => {
      if (code === 0) return resolve();
      // Its first error says why (a version mismatch, a refused connection); the rest follows from it.
      const why = errors.split('\n').find((line) => line.includes('error:')) ?? errors.trim();
      reject(
        new BackupError(`${tool} failed: ${why.replace(/^\S+: error: /, '') || `exit ${code}`}`),
      );
    });
  });
}
