import { canAccess, type Action } from '../engine/access';
import { mayAccess, type ConsoleManifest } from '../engine/consoleManifest';
import type { AnyResource } from '../engine/defineResource';
import { clients } from './clients/definition';
import { crates } from './crates/definition';
import { documents } from './documents/definition';
import { farms } from './farms/definition';
import { instructionRegisters } from './instruction-registers/definition';
import { messages } from './messages/definition';
import { orders } from './orders/definition';
import { orderLinePhotos } from './order-line-photos/definition';
import { outfitters } from './outfitters/definition';
import { payments } from './payments/definition';
import { pricelists } from './pricelists/definition';
import { productionSteps } from './production-steps/definition';
import { professionalHunters } from './professional-hunters/definition';
import { shipments } from './shipments/definition';
import { species } from './species/definition';
import { studioSettings } from './studio-settings/definition';
import { trophyTypes } from './trophy-types/definition';
import { ROLES, type Role } from '../shared/roles';
import { users } from './users/definition';

// The one list of resources, in the side drawer's order of those it shows: adding a resource is
// its folder and its line here (README.md#adding-a-resource). The API serves each (its folder's
// server.ts, found by serverResources.ts), the console registers its screens and the tests take
// their fixtures by the same names.
const definitions = [
  instructionRegisters,
  orders,
  clients,
  crates,
  shipments,
  documents,
  users,
  pricelists,
  trophyTypes,
  productionSteps,
  species,
  farms,
  outfitters,
  professionalHunters,
  messages,
  orderLinePhotos,
  payments,
  studioSettings,
] as const;

/** A resource's one name: API path, screens' folder, data-provider resource. */
export type ResourceName = (typeof definitions)[number]['name'];

/** The definition of one resource with its types kept: `DefinitionOf<'species'>['create']`. */
export type DefinitionOf<N extends ResourceName> = Extract<
  (typeof definitions)[number],
  { name: N }
>;

/** Every resource; the API registers their routes and the console their screens from it. */
export const resourceList: readonly AnyResource[] = definitions;

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

function rolesAllowed(definition: AnyResource, action: string): readonly Role[] {
  const custom = definition.customActions?.[action];
  if (custom) return custom;
  const mapped = RA_ACTIONS[action];
  return mapped ? ROLES.filter((role) => canAccess([role], definition.access, mapped)) : [];
}

/** The console's view of every guarded resource (engine/consoleManifest.ts). */
export const consoleManifest: ConsoleManifest = resourceList.map((definition) => ({
  name: definition.name,
  route: definition.route,
  title: definition.title,
  ...(definition.navigation && { navigation: definition.navigation }),
  ...(definition.listAtHome && { listAtHome: true }),
  ...(definition.referenceOnly && { referenceOnly: true }),
  allowed: Object.fromEntries(
    [...Object.keys(RA_ACTIONS), ...Object.keys(definition.customActions ?? {})].map((action) => [
      action,
      rolesAllowed(definition, action),
    ]),
  ),
}));

/**
 * Whether any of `roles` may take a react-admin action on a resource given by API name or route.
 * @example canAccessResource(['collector'], 'admin/species', 'edit') // false
 */
export const canAccessResource = (roles: readonly Role[], resource: string, action: string) =>
  mayAccess(consoleManifest, roles, resource, action);
