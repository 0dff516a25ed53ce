import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { consoleManifestModule } from './scripts/consoleManifestModule.ts';

export default defineConfig({
  plugins: [react(), consoleManifestModule()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'resources/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['src/client/**/*.test.tsx'],
          setupFiles: ['tests/support/componentSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/databaseTemplates.ts'],
          setupFiles: ['tests/support/apiSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
