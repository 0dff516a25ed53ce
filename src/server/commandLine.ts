import { BackupError } from './backup/backupManifest';
import { ConfigError } from './config';
import { StartupError } from './db/database';

/**
 * Runs one of the portal's commands (`npm run migrate`, `backup`, `restore`): prints the line `work`
 * answers, or one line saying why it failed (a stack trace only for what nobody foresaw), and exits
 * 1 on failure.
 * @example await runCommand('Migrations failed', async () => `Migrations done: ${await migrate(db)} applied`);
 */
export async function runCommand(failure: string, work: () => Promise<string>): Promise<void> {
  try {
    console.log(await work());
  } catch (error) {
    const known =
      error instanceof ConfigError || error instanceof StartupError || error instanceof BackupError;
    const detail = error instanceof Error ? error.message : String(error);
    console.error(`${failure}: ${known ? detail : `unexpected error: ${detail}`}`);
    process.exit(1);
  }
}
