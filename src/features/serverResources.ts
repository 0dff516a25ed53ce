import type { ServerResource } from '../engine/server/serverResource';
import type { AnyResource } from '../engine/defineResource';
import { resourceList } from './resourceList';

/** How a resource's server module is loaded, by its folder's name. */
export type ServerModuleLoader = (name: string) => Promise<Record<string, unknown>>;

// The bundler (scripts/buildServer.ts) turns this pattern into every folder's server.ts.
export const fromItsFolder: ServerModuleLoader = (name) => import(`./${name}/server.ts`);

/**
 * Every resource's server side: the `serverResource(...)` its folder's `server.ts` exports, found
 * by the resource's name. The list of resources (resourceList.ts) is the one list to edit
 * (docs/architecture.md#how-to); a folder without its binding fails at start, naming it.
 * @example const resources = await loadServerResources([...resourceList, vehicles]);
 */
export async function loadServerResources(
  definitions: readonly AnyResource[] = resourceList,
  load: ServerModuleLoader = fromItsFolder,
): Promise<ServerResource[]> {
  return Promise.all(
    definitions.map(async ({ name }) => {
      const binding = Object.values(await load(name)).find(
        (value): value is ServerResource =>
          typeof value === 'object' &&
          value !== null &&
          'store' in value &&
          (value as ServerResource).name === name,
      );
      if (!binding)
        throw new Error(`src/features/${name}/server.ts exports no serverResource(${name})`);
      return binding;
    }),
  );
}

/** Every resource's server side; the engine serves them all (crudRoutes). */
export const serverResources: readonly ServerResource[] = await loadServerResources();
