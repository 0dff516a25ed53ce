import manifest from 'virtual:console-manifest';
import { mayAccess } from '../consoleManifest';
import { useMyRoles } from './useMyRoles';
import { routeOf } from './dataProvider';

/**
 * Whether the signed-in user may read a resource (by API name), as its access policy says: a
 * reference to one they may not read would only meet a refusal (docs/roles-and-access.md#server-enforcement).
 * @example const mayRead = useMayRead(); mayRead('clients') // false for a client
 */
export function useMayRead(): (resource: string) => boolean {
  const roles = useMyRoles();
  return (resource) => mayAccess(manifest, roles, routeOf(resource), 'show');
}
