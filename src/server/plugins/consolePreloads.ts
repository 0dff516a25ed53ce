import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest as BuildManifest } from 'vite';
import { escapeHtml } from '../../shared/escapeHtml';

// The console's chunk, which the entry imports once the guard has decided (src/client/App.tsx).
const CONSOLE_SOURCE = 'src/client/shell/console/ConsoleWithServices.tsx';

// A chunk's key and the keys of everything it imports statically, which load before it runs.
function staticGraph(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticGraph(manifest, imported, seen);
  return seen;
}

/**
 * bench/lighthouse: the `<link>` tags that fetch the console's JavaScript and CSS with the page,
 * for the pages that draw it, instead of once the entry has run and the profile call has
 * answered. The entry's own chunks are left out: Vite's index.html preloads them already. Empty
 * when the build has no manifest (the dev server's pages).
 *
 * @example consolePreloads('dist/client') // '<link rel="modulepreload" crossorigin href="/assets/…">…'
 */
export function consolePreloads(clientDir: string): string {
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = new Set(entries.flatMap((key) => [...staticGraph(manifest, key)]));
  const chunks = [...staticGraph(manifest, CONSOLE_SOURCE)]
    .filter((key) => !loaded.has(key))
    .map((key) => manifest[key]!);
  const href = (file: string) => `/${escapeHtml(file)}`;
  return [
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="${href(chunk.file)}">`),
    ...chunks
      .flatMap((chunk) => chunk.css ?? [])
      .map((file) => `<link rel="preload" as="style" crossorigin href="${href(file)}">`),
  ].join('');
}
