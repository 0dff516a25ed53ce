import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm start` and the browser tests build the client and the server only when their sources are
// newer than the build (docs/operations.md#two-ways-to-start).
const root = fileURLToPath(new URL('..', import.meta.url));

const parts = [
  {
    name: 'client',
    built: 'dist/client/index.html',
    sources: [
      'src/client',
      'src/shared',
      'src/engine',
      'src/features',
      'index.html',
      'vite.config.ts',
      'scripts',
    ],
    build: ['vite', 'build', '--logLevel', 'warn'],
  },
  {
    name: 'server',
    built: 'dist/server/main.js',
    sources: ['src/server', 'src/shared', 'src/engine', 'src/features', 'scripts'],
    build: ['tsx', 'scripts/buildServer.ts'],
  },
];

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(path).map((entry) => newestChange(join(path, entry))),
  );
}

for (const part of parts) {
  const builtAt = existsSync(join(root, part.built)) ? statSync(join(root, part.built)).mtimeMs : 0;
  const changedAt = Math.max(
    ...[...part.sources, 'package-lock.json']
      .map((source) => join(root, source))
      .filter(existsSync)
      .map(newestChange),
  );
  if (changedAt <= builtAt) continue;
  console.log(
    builtAt ? `The ${part.name}'s sources changed: rebuilding it` : `Building the ${part.name}`,
  );
  execFileSync('npx', part.build, { cwd: root, stdio: 'inherit' });
}
