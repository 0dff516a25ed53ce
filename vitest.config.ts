import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { consoleManifestModule } from './scripts/consoleManifestModule.ts';
import { resourceTextsModule } from './scripts/resourceTextsModule.ts';

/**
 * Two projects of the same tests: `name`, whose files share their modules within a worker, and
 * `name-mocking`, which isolates the `mocking` files (they replace a module with vi.mock, or set
 * what is the process's own, such as Sentry.init).
 */
const sharedAndMocking = (
  name: string,
  include: string[],
  mocking: string[],
  test: NonNullable<TestProjectInlineConfiguration['test']>,
): TestProjectInlineConfiguration[] => [
  { extends: true, test: { ...test, name, include, exclude: mocking, isolate: false } },
  { extends: true, test: { ...test, name: `${name}-mocking`, include: mocking, isolate: true } },
];

export default defineConfig({
  plugins: [react(), consoleManifestModule(), resourceTextsModule()],
  test: {
    // Vitest keeps one core for itself by default; its main process is idle while files run, and on
    // a two-core machine one worker made the run take twice as long.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      // Unisolated, the app's modules are loaded once a worker instead of once a file (about 9
      // minutes on two cores isolated, 2 without); each file still has a page of its own, and
      // tests/support/componentSetup.ts puts back what the files share.
      ...sharedAndMocking(
        'component',
        ['src/**/*.test.tsx'],
        ['src/client/common/monitoring/startMonitoring.test.tsx'],
        {
          environment: 'jsdom',
          unstubGlobals: true,
          setupFiles: ['tests/support/componentSetup.ts'],
        },
      ),
      // Unisolated, the server's modules are loaded once a worker (half of the API tests' time went
      // to loading them for every file); each file still builds its own app on its own database.
      ...sharedAndMocking(
        'api',
        ['tests/api/**/*.test.ts'],
        ['tests/api/auth/register.test.ts', 'tests/api/sentryServerErrors.test.ts'],
        {
          environment: 'node',
          globalSetup: ['tests/support/databaseTemplates.ts'],
          setupFiles: ['tests/support/apiSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      ),
    ],
  },
});
