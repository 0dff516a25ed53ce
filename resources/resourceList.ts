import { canAccess, type Action } from './engine/access';
import type { AnyResource } from './engine/defineResource';
import { clients } from './clients';
import { farms } from './farms';
import { ordersResource } from './orders';
import { outfitters } from './outfitters';
import { pricelists } from './pricelists';
import { professionalHunters } from './professionalHunters';
import { species } from './species';
import { trophyTypes } from './trophyTypes';
import type { Role } from './roles';
import { users } from './users';

/** Every engine resource; the API registers their routes and the console their screens from it. */
export const resourceList: readonly AnyResource[] = [
  species,
  trophyTypes,
  pricelists,
  farms,
  clients,
  outfitters,
  professionalHunters,
  users,
];

// Orders have routes of their own (src/server/orders) but the same kind of access policy.
const guardedResources: readonly AnyResource[] = [...resourceList, ordersResource];

export const resourceByName = (name: string): AnyResource | undefined =>
  resourceList.find((resource) => resource.name === name);

// react-admin's action names (canAccess) as the definitions' actions.
const RA_ACTIONS: Record<string, Action> = {
  list: 'list',
  export: 'list',
  show: 'read',
  read: 'read',
  create: 'create',
  edit: 'update',
  update: 'update',
  delete: 'delete',
};

/**
 * What the authProvider's canAccess answers for a resource given by API name or route; unknown
 * resources and actions are refused. The server enforces the same policy; this only hides screens.
 * @example canAccessResource(['collector'], 'admin/species', 'edit') // false
 */
export function canAccessResource(
  roles: readonly Role[],
  resource: string,
  action: string,
): boolean {
  const definition = guardedResources.find(
    (one) => one.name === resource || one.route === resource,
  );
  if (!definition) return false;
  const custom = definition.customActions?.[action];
  if (custom) return roles.some((role) => custom.includes(role));
  const mapped = RA_ACTIONS[action];
  return mapped !== undefined && canAccess(roles, definition.access, mapped);
}
