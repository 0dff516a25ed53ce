import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { loadConfig } from '../../../src/server/config';
import { startPortal, type RunningPortal } from '../../../src/server/startPortal';
import { NO_RATE_LIMITS } from '../../support/noRateLimits';

interface PortalFixture {
  portal: RunningPortal & { dataDir: string };
}

/**
 * Each worker runs the real portal on a free port with its own temporary DATA_DIR and demo data;
 * `page` and `request` resolve relative URLs against it.
 */
export const test = base.extend<{ baseURL: string }, PortalFixture>({
  portal: [
    // Playwright requires the first fixture argument to be destructured, even when empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'trophy-e2e-'));
      const portal = await startPortal(
        loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }),
        false,
        { rateLimits: NO_RATE_LIMITS },
      );
      await use({ ...portal, dataDir });
      await portal.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    // Migrating and seeding (argon2 hashes) can take longer than a test on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
});

export { expect } from '@playwright/test';
