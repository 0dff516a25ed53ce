import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import type { ConsoleManifest } from '../src/engine/consoleManifest';

const ID = 'virtual:console-manifest';
const RESOLVED_ID = `\0${ID}`;
// The console routes alone, for the entry's guard: the login page loads no manifest (bench/bundle).
const ROUTES_ID = 'virtual:console-routes';
const RESOLVED_ROUTES_ID = `\0${ROUTES_ID}`;
const IDS: Record<string, string> = { [ID]: RESOLVED_ID, [ROUTES_ID]: RESOLVED_ROUTES_ID };
const RESOURCE_LIST = fileURLToPath(new URL('../src/features/resourceList.ts', import.meta.url));

/** The paths of the screens the console routes to: every resource's but the reference-only ones. */
const consoleRoutes = (manifest: ConsoleManifest) =>
  manifest.filter((entry) => !entry.referenceOnly).map((entry) => `/${entry.route}`);

/**
 * `import manifest from 'virtual:console-manifest'`: the definitions' console manifest
 * (src/engine/consoleManifest.ts) as plain data, evaluated here at build time so that the
 * console's first screen loads no schema (bench/bundle). The definitions are loaded through Vite's
 * module runner rather than imported by the config, which would make every definition a part of
 * the config; the dev server reloads the manifest when one of them changes.
 * `import routes from 'virtual:console-routes'`: only the paths of its screens, for the guard.
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
        if (!sources.has(file)) return;
        for (const id of Object.values(IDS)) {
          const loaded = devServer.moduleGraph.getModuleById(id);
          if (loaded) void devServer.reloadModule(loaded);
        }
      });
    },
    resolveId: (source) => IDS[source],
    async load(id) {
      if (id !== RESOLVED_ID && id !== RESOLVED_ROUTES_ID) return undefined;
      const { module, dependencies } = await runnerImport<{ consoleManifest: ConsoleManifest }>(
        RESOURCE_LIST,
      );
      sources = new Set(dependencies);
      for (const file of sources) server?.watcher.add(file);
      const served =
        id === RESOLVED_ID ? module.consoleManifest : consoleRoutes(module.consoleManifest);
      return `export default ${JSON.stringify(served)};`;
    },
  };
}
