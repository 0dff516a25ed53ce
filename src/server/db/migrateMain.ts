import { ConfigError, loadConfig } from '../config';
import { StartupError } from './database';
import { openDatabase, pgliteDirIn } from './openDatabase';
import { migrate } from './migrate';

// `npm run migrate`: the upgrade's first step (docs/operations.md#upgrades), the same migrations and
// lock every start takes, then exit.
try {
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: pgliteDirIn(config.DATA_DIR),
    timeoutMs: config.DATABASE_TIMEOUT_MS,
  });
  try {
    const applied = await migrate(database);
    console.log(`Migrations done: ${applied} applied, the database is up to date`);
  } finally {
    await database.close();
  }
} catch (error) {
  const known = error instanceof ConfigError || error instanceof StartupError;
  const detail = error instanceof Error ? error.message : String(error);
  console.error(`Migrations failed: ${known ? detail : `unexpected error: ${detail}`}`);
  process.exit(1);
}
