import type { Plugin } from 'vite';
import { consoleManifest } from '../resources/resourceList';

const ID = 'virtual:console-manifest';
const RESOLVED_ID = `\0${ID}`;

/**
 * `import manifest from 'virtual:console-manifest'`: the definitions' console manifest
 * (resources/engine/consoleManifest.ts) as plain data, evaluated here at build time so that the
 * console's first screen loads no schema (bench/bundle). Vite restarts the dev server when a
 * definition changes, since the config imports them.
 * @example defineConfig({ plugins: [react(), consoleManifestModule()] })
 */
export function consoleManifestModule(): Plugin {
  return {
    name: 'console-manifest',
    resolveId: (source) => (source === ID ? RESOLVED_ID : undefined),
    load: (id) =>
      id === RESOLVED_ID ? `export default ${JSON.stringify(consoleManifest)};` : undefined,
  };
}
