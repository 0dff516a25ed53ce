import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// `npm run build`: the server compiled to plain JavaScript in dist/server, so production runs `node`
// with no TypeScript loader and no dev dependency (docs/operations.md#two-ways-to-start).
const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'dist/server');

/** The programs `node` starts, and the worker threads they start by file name. */
const ENTRIES = {
  main: 'src/server/main.ts',
  migrate: 'src/server/db/migrateMain.ts',
  backup: 'src/server/backup/backupMain.ts',
  restore: 'src/server/backup/restoreMain.ts',
  pdfWorker: 'src/features/orders/server/pdfWorker.ts',
};

// Files the server reads beside its own modules (`new URL('./x', import.meta.url)`): every output
// file sits flat in dist/server, so each lands there under the name its module asks for.
const BESIDE = [
  'src/server/db/migrations',
  'src/server/auth/commonPasswords.txt',
  'src/server/files/heicDecodeWorker.mjs',
];

rmSync(out, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ENTRIES,
  outdir: out,
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  // Packages stay in node_modules: `npm ci --omit=dev` keeps what they need, native addons included.
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
});
for (const path of BESIDE) {
  cpSync(join(root, path), join(out, path.split('/').at(-1)!), { recursive: true });
}
