// The real portal over a bench's database, for the benches' portal targets: the same start as `npm start`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config';
import { startPortal } from '../../src/server/startPortal';

const portal = await startPortal(
  loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bench-portal-')),
    // bench/pdf orders as the demo client from the demo pricelist.
    SEED_DEMO: process.env.BENCH_SEED_DEMO ?? 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  }),
);
console.log(`listening ${portal.url.replace('localhost', '127.0.0.1')}`);
process.once('SIGTERM', () => void portal.close().then(() => process.exit(0)));
