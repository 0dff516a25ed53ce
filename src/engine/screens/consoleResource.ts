import manifest from 'virtual:console-manifest';
import { consoleResourceOf, type ConsoleResource } from '../consoleManifest';

/**
 * A resource as the console knows it before its screens load; a name without a definition is a
 * mistake in the code, so it fails at once.
 * @example resourceScreens(consoleResource('species'), { icon: PetsIcon })
 */
export function consoleResource(name: string): ConsoleResource {
  const resource = consoleResourceOf(manifest, name);
  if (!resource) throw new Error(`No resource definition named '${name}'`);
  return resource;
}
