import type { ConsoleManifest } from '../../../engine/consoleManifest';
import { mayAccess } from '../../../engine/consoleManifest';
import { allows } from '../../../engine/roleRule';
import type { Role } from '../../../shared/roles';
import { APP_AREAS } from './appAreas';

const within = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/** The react-admin action a path below a resource's route takes (its screens' routes). */
function actionOf(rest: readonly string[], allowed: Record<string, unknown>): string {
  const [first, second] = rest;
  if (first === undefined) return 'list';
  if (first === 'create') return 'create';
  // A resource's own child route is named after its custom action (`clients/link`).
  if (rest.length === 1 && first in allowed) return first;
  return second === 'show' ? 'show' : 'edit';
}

/**
 * docs/guards.md#access-denied: whether roles may open a path of the shell, by the rules the app
 * already has: a resource's screens by its access policy (the console manifest), the other areas by
 * APP_AREAS; any other path (account pages, a 404) is open.
 * @example mayOpen(manifest, ['huntingOutfitter'], '/admin/export-to-tls') // false
 */
export function mayOpen(
  manifest: ConsoleManifest,
  roles: readonly Role[],
  pathname: string,
): boolean {
  // The deepest area wins: the TLS export's API keys are narrower than the export.
  const area = Object.entries(APP_AREAS)
    .filter(([path]) => within(pathname, path))
    .sort(([a], [b]) => b.length - a.length)[0];
  if (area) return allows(area[1], roles);
  const resource = manifest
    .filter(
      ({ route, listAtHome }) => within(pathname, `/${route}`) || (listAtHome && pathname === '/'),
    )
    // The deepest route wins: `instruction-registers/farms` is not an IR.
    .sort((a, b) => b.route.length - a.route.length)[0];
  if (!resource || resource.referenceOnly) return true;
  const rest =
    pathname === '/'
      ? []
      : pathname
          .slice(resource.route.length + 2)
          .split('/')
          .filter(Boolean);
  return mayAccess(manifest, roles, resource.route, actionOf(rest, resource.allowed));
}
