import { runCommand } from '../commandLine';
import { loadConfig } from '../config';
import { openDatabase, pgliteDirIn } from './openDatabase';
import { migrate } from './migrate';

// `npm run migrate`: the upgrade's first step (docs/operations.md#upgrades), the same migrations and
// lock every start takes, then exit.
await runCommand('Migrations failed', async () => {
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: pgliteDirIn(config.DATA_DIR),
    timeoutMs: config.DATABASE_TIMEOUT_MS,
  });
  try {
    const applied = await migrate(database);
    return `Migrations done: ${applied} applied, the database is up to date`;
  } finally {
    await database.close();
  }
});
