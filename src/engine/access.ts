import type { Role } from '../shared/roles';

export const ACTIONS = ['list', 'read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * Which rows a role sees, declared in terms of the record's own fields; the server turns it into SQL.
 * - `'all'`: every row.
 * - `{ userIs: 'collectorId' }`: rows whose field holds the signed-in user's id.
 * - `{ userIn: 'outfitterIds' }`: rows whose list of user ids (a many-to-many link) holds the user.
 * - `{ fieldIs: 'active', value: true }`: rows whose field holds that value.
 * - `{ via: 'clientId', resource: 'clients', scope }`: rows whose reference points at a row of
 *   `resource` that the inner scope admits (an order of a client linked to this outfitter).
 * - `{ referencedBy: 'orders', field: 'clientId', scope }`: rows that some row of `orders`, admitted
 *   by the inner scope, points at through its `field` (the clients on a PH's orders).
 * - `{ anyOf: [...] }`: rows any of the scopes admits.
 */
export type RowScope<F extends string = string> =
  | 'all'
  | { userIs: F }
  | { userIn: F }
  | { fieldIs: F; value: string | number | boolean }
  | { via: F; resource: string; scope: RowScope }
  | { referencedBy: string; field: string; scope: RowScope }
  | { anyOf: readonly RowScope<F>[] };

export interface RolePolicy<F extends string = string> {
  actions: readonly Action[];
  /** Rows this role may list and read (default `'all'`). */
  rows?: RowScope<F>;
  /** Rows this role may update and delete, when narrower than `rows`. */
  writeRows?: RowScope<F>;
}

export type AccessPolicy<F extends string = string> = Partial<Record<Role, RolePolicy<F>>>;

/** Full rights on every row, for admin and liaison entries. */
export const everything: RolePolicy<never> = { actions: ACTIONS };
export const readOnly: RolePolicy<never> = { actions: ['list', 'read'] };

/**
 * docs/roles-and-access.md#per-resource for the catalogue (species, trophy types): staff manage it; outfitters and
 * collectors read it to fill their forms, PHs read it on their IRs, clients to create a quote.
 */
export const catalogueAccess = {
  admin: everything,
  customerLiaison: everything,
  huntingOutfitter: readOnly,
  collector: readOnly,
  professionalHunter: readOnly,
  client: readOnly,
} as const;

/**
 * Whether someone holding `roles` may perform `action` on the resource at all (rows aside); the
 * authProvider's canAccess and the server's 403 both ask this.
 * @example canAccess(['huntingOutfitter'], clients.access, 'delete') // false
 */
export function canAccess(roles: readonly Role[], access: AccessPolicy, action: Action): boolean {
  return roles.some((role) => access[role]?.actions.includes(action) ?? false);
}

/**
 * The row scopes that apply to `action` for someone holding `roles`: 'all' when any role sees every
 * row, otherwise the union of the roles' scopes (empty: no row at all).
 */
export function rowScopesFor(
  roles: readonly Role[],
  access: AccessPolicy,
  action: Exclude<Action, 'create'>,
): 'all' | RowScope[] {
  const scopes: RowScope[] = [];
  for (const role of roles) {
    const policy = access[role];
    if (!policy?.actions.includes(action)) continue;
    const rows =
      action === 'update' || action === 'delete' ? (policy.writeRows ?? policy.rows) : policy.rows;
    if ((rows ?? 'all') === 'all') return 'all';
    scopes.push(rows as RowScope);
  }
  return scopes;
}
