import { ConfigError, loadConfig } from './config';
import { StartupError } from './db/database';
import { startPortal } from './startPortal';

// `npm start`: one clear line for a refused start (README's settings), a clean close on Ctrl-C.
try {
  const config = loadConfig(process.env);
  const portal = await startPortal(config);
  portal.app.log.info(`Trophy Portal is ready at ${portal.url}`);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    portal.app.log.info(`${signal}: closing`);
    portal.close().then(
      () => process.exit(0),
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
