import type { Role } from '../shared/roles';
import type { AnyResource } from './defineResource';

/**
 * What the console must know of a resource before any of its screens load: names for routes and
 * references, and who may take each react-admin action. Derived from the definitions at build time
 * (scripts/consoleManifestModule.ts), so the first screen does not carry every schema.
 */
export interface ConsoleResource extends Pick<
  AnyResource,
  'name' | 'route' | 'navigation' | 'listAtHome' | 'referenceOnly'
> {
  title: string;
  /** react-admin action (list, show, edit, link...) -> the roles that may take it. */
  allowed: Partial<Record<string, readonly Role[]>>;
}

export type ConsoleManifest = readonly ConsoleResource[];

/** The entry of a resource given by API name or by route. */
export const consoleResourceOf = (manifest: ConsoleManifest, resource: string) =>
  manifest.find((entry) => entry.name === resource || entry.route === resource);

/**
 * What the authProvider's canAccess answers; unknown resources and actions are refused. The server
 * enforces the same policy; this only hides screens.
 * @example mayAccess(manifest, ['collector'], 'admin/species', 'edit') // false
 */
export function mayAccess(
  manifest: ConsoleManifest,
  roles: readonly Role[],
  resource: string,
  action: string,
): boolean {
  const allowed = consoleResourceOf(manifest, resource)?.allowed[action] ?? [];
  return roles.some((role) => allowed.includes(role));
}
