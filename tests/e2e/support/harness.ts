import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { resourceTextsModule } from '../../../scripts/resourceTextsModule';

const root = fileURLToPath(new URL('../harness', import.meta.url));
const outDir = fileURLToPath(new URL('../../../dist/e2e-harness', import.meta.url));
// An origin of its own, answered by the page's route handler: no server, nothing in the portal.
const HARNESS_ORIGIN = 'http://harness.localhost';

/** Builds tests/e2e/harness (the shell's shared parts on one page) for the browser tests. */
export async function buildHarness(): Promise<void> {
  await build({
    root,
    configFile: false,
    // The shell's parts read the console's messages, which take the resources' texts from it.
    plugins: [react(), resourceTextsModule()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
}

/**
 * Opens the harness at `path` in `page`, its files served from the build by a route handler; a
 * path that is no file gets index.html, as the portal's history fallback does.
 * @example await openHarness(page, '/parts'); await typeDate(page, 'Hunted on', '1899-12-31');
 */
export async function openHarness(page: Page, path: string): Promise<void> {
  await page.route(`${HARNESS_ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    const file = normalize(join(outDir, pathname));
    if (!file.startsWith(outDir)) return route.fulfill({ status: 404 });
    if (existsSync(file) && extname(file)) return route.fulfill({ path: file });
    if (extname(pathname)) return route.fulfill({ status: 404 });
    return route.fulfill({ path: join(outDir, 'index.html') });
  });
  await page.goto(`${HARNESS_ORIGIN}${path}`);
}
