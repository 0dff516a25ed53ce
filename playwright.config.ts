import { defineConfig } from '@playwright/test';
import { chromiumPath } from './tests/e2e/support/chromium';

// Browser tests drive Debian's Chromium against the real server (tests/e2e/support/fixtures.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Sized for a shared 2-core machine running two workers, each with its own server and Chromium:
  // the longest scenarios (a species' whole life, a pricelist edit) take 24-28 s there when idle,
  // and a sync after the network returns waited past 10 s when the machine was busy.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
