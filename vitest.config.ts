import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { consoleManifestModule } from './scripts/consoleManifestModule.ts';

// The service worker's registration module comes from vite-plugin-pwa in builds; tests load the
// offline layer without the plugin (registration only runs in production builds anyway).
const pwaRegisterStub: Plugin = {
  name: 'pwa-register-stub',
  resolveId: (id) => (id === 'virtual:pwa-register' ? '\0pwa-register-stub' : undefined),
  load: (id) =>
    id === '\0pwa-register-stub' ? 'export const registerSW = () => async () => {};' : undefined,
};

export default defineConfig({
  plugins: [react(), consoleManifestModule(), pwaRegisterStub],
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
