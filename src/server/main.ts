import { ConfigError, loadConfig } from './config';
import { StartupError } from './db/database';
import { startPortal } from './startPortal';

// docs/operations.md#stopping: requests in flight get this long to finish once a stop is asked.
const CLOSE_GRACE_MS = 8_000;

// `npm start` and `npm run serve`: one clear line for a refused start (README's settings); on SIGTERM
// or SIGINT no new request is taken, those in flight finish, the database closes, and the process ends.
try {
  const config = loadConfig(process.env);
  const portal = await startPortal(config);
  portal.app.log.info(`Trophy Portal is ready at ${portal.url}`);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    portal.app.log.info(`${signal}: closing`);
    const late = setTimeout(() => {
      portal.app.log.error(`requests still running after ${CLOSE_GRACE_MS} ms: stopping anyway`);
      process.exit(1);
    }, CLOSE_GRACE_MS);
    portal.close().then(
      () => {
        clearTimeout(late);
        portal.app.log.info('closed');
        process.exit(0);
      },
      (error: unknown) => {
        portal.app.log.error({ err: error }, 'could not close cleanly');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  const known = error instanceof ConfigError || error instanceof StartupError;
  const detail = error instanceof Error ? error.message : String(error);
  console.error(`Trophy Portal did not start: ${known ? detail : `unexpected error: ${detail}`}`);
  process.exit(1);
}
