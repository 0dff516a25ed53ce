import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import type { AnyResource } from '../src/engine/defineResource';
import { LANGUAGES } from '../src/shared/languages.ts';

const PREFIX = 'virtual:resource-texts/';
const FEATURES = fileURLToPath(new URL('../src/features/', import.meta.url));
const RESOURCE_LIST = `${FEATURES}resourceList.ts`;

// The module that gathers every listed resource's texts in one language, by the resource's name.
const resourceTextsCode = (names: readonly string[], language: string): string =>
  [
    ...names.map(
      (name, i) =>
        `import { texts as t${i} } from ${JSON.stringify(`${FEATURES}${name}/texts.${language}.ts`)};`,
    ),
    `export default { ${names.map((name, i) => `${JSON.stringify(name)}: t${i}`).join(', ')} };`,
  ].join('\n');

/**
 * `import english from 'virtual:resource-texts/en'`: each resource's name and labels in a language
 * (docs/languages.md#messages), imported from `src/features/<name>/texts.<language>.ts` for every
 * name of the resource list, so no list of them is kept by hand and a listed resource without its
 * texts fails the build, naming the file. Plain imports keyed by name: the English texts cost the
 * console's first load what one object of them would (bench/bundle), the French stay in its chunk.
 * The names are read at build time as `virtual:console-manifest` reads the definitions.
 * @example defineConfig({ plugins: [react(), resourceTextsModule()] })
 */
export function resourceTextsModule(): Plugin {
  let sources = new Set<string>();
  let server: ViteDevServer | undefined;
  const loaded = () =>
    [...(server?.moduleGraph.idToModuleMap.values() ?? [])].filter((module) =>
      module.id?.startsWith(`\0${PREFIX}`),
    );
  return {
    name: 'resource-texts',
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.on('change', (file) => {
        if (sources.has(file)) for (const module of loaded()) void devServer.reloadModule(module);
      });
    },
    resolveId: (source) =>
      LANGUAGES.some((language) => source === `${PREFIX}${language}`) ? `\0${source}` : undefined,
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const { module, dependencies } = await runnerImport<{
        resourceList: readonly AnyResource[];
      }>(RESOURCE_LIST);
      sources = new Set(dependencies);
      for (const file of sources) server?.watcher.add(file);
      const names = module.resourceList.map(({ name }) => name);
      return resourceTextsCode(names, id.slice(`\0${PREFIX}`.length));
    },
  };
}
