import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { consoleManifestModule } from './scripts/consoleManifestModule.ts';
import { resourceTextsModule } from './scripts/resourceTextsModule.ts';

// The API test files that replace a module of the server (vi.mock), or set what is the process's
// own (Sentry.init): they need modules of their own.
const API_MOCKING = ['tests/api/auth/register.test.ts', 'tests/api/sentryServerErrors.test.ts'];

const api = (name: string, isolate: boolean): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    environment: 'node',
    // Unisolated, the server's modules are loaded once a worker (half of the API tests' time went
    // to loading them for every file); each file still builds its own app on its own database.
    include: isolate ? API_MOCKING : ['tests/api/**/*.test.ts'],
    exclude: isolate ? [] : API_MOCKING,
    isolate,
    globalSetup: ['tests/support/databaseTemplates.ts'],
    setupFiles: ['tests/support/apiSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

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
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['tests/support/componentSetup.ts'],
        },
      },
      api('api', false),
      api('api-mocking', true),
    ],
  },
});
