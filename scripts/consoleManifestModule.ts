import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import type { ConsoleManifest } from '../src/engine/consoleManifest';

const ID = 'virtual:console-manifest';
const RESOLVED_ID = `\0${ID}`;
const RESOURCE_LIST = fileURLToPath(new URL('../src/features/resourceList.ts', import.meta.url));

/**
 * `import manifest from 'virtual:console-manifest'`: the definitions' console manifest
 * (src/engine/consoleManifest.ts) as plain data, evaluated here at build time so that the
 * console's first screen loads no schema (bench/bundle). The definitions are loaded through Vite's
 * module runner rather than imported by the config, which would make every definition a part of
 * the config; the dev server reloads the manifest when one of them changes.
 * @example defineConfig({ plugins: [react(), consoleManifestModule()] })
 */
export function consoleManifestModule(): Plugin {
  let server: ViteDevServer | undefined;
  let sources = new Set<string>();
  return {
    name: 'console-manifest',
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.on('change', (file) => {
        const loaded = devServer.moduleGraph.getModuleById(RESOLVED_ID);
        if (sources.has(file) && loaded) void devServer.reloadModule(loaded);
      });
    },
    resolveId: (source) => (source === ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { module, dependencies } = await runnerImport<{ consoleManifest: ConsoleManifest }>(
        RESOURCE_LIST,
      );
      sources = new Set(dependencies);
      for (const file of sources) server?.watcher.add(file);
      return `export default ${JSON.stringify(module.consoleManifest)};`;
    },
  };
}
