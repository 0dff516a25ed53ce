import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm start` and the browser tests build the client only when its sources are newer than the build.
const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist/client/index.html');
const sources = [
  'src/client',
  'src/shared',
  'resources',
  'index.html',
  'vite.config.ts',
  'scripts',
  'package-lock.json',
];

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(path).map((entry) => newestChange(join(path, entry))),
  );
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(
  ...sources
    .map((source) => join(root, source))
    .filter(existsSync)
    .map(newestChange),
);
if (changedAt > builtAt) {
  console.log(builtAt ? 'Client sources changed: rebuilding the client' : 'Building the client');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}
