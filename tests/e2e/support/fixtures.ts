import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { demoPricelistName } from '../../../src/server/db/seed/demoCatalog';
import { startShippedPortal } from './shippedPortal';

interface PortalFixture {
  portal: { url: string; dataDir: string };
}

/**
 * Each worker runs the portal as `npm start` runs it, on a free port with its own temporary
 * DATA_DIR and demo data; `page` and `request` resolve relative URLs against it.
 */
export const test = base.extend<{ baseURL: string }, PortalFixture>({
  portal: [
    // Playwright requires the first fixture argument to be destructured, even when empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'trophy-e2e-'));
      const portal = await startShippedPortal(dataDir);
      await use({ url: portal.url, dataDir });
      await portal.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    // Migrating and seeding (argon2 hashes) can take longer than a test on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
});

export { expect } from '@playwright/test';

/** The demo pricelist's name: the portal under test was seeded this year (docs/settings.md#demo-data). */
export const DEMO_PRICELIST = demoPricelistName(new Date().getUTCFullYear());
