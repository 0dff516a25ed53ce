import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = join(import.meta.dirname, '../..');

/** The portal exactly as `npm start` serves it: the project's own Vite config into dist/client. */
export async function buildPortal(): Promise<void> {
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
}

/**
 * The yardstick: the smallest default react-admin app (baseline/main.tsx), built by the same Vite
 * with the same installed dependency versions, into `outDir`.
 */
export async function buildBaseline(outDir: string): Promise<void> {
  await build({
    root: join(import.meta.dirname, 'baseline'),
    configFile: false,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
}
