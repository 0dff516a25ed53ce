// docs/roles-and-access.md#roles: the staff roles with the message keys of their names (the users'
// texts, `resources.users.roles`), plus `client`, the kind of user who orders.
// No zod here: the console's first screen reads roles before any schema loads (bench/bundle).
export const STAFF_ROLE_KEYS = {
  admin: 'resources.users.roles.admin',
  collector: 'resources.users.roles.collector',
  customerLiaison: 'resources.users.roles.customerLiaison',
  huntingOutfitter: 'resources.users.roles.huntingOutfitter',
  professionalHunter: 'resources.users.roles.professionalHunter',
} as const;

export const ROLE_KEYS = { ...STAFF_ROLE_KEYS, client: 'resources.users.roles.client' } as const;

export type StaffRole = keyof typeof STAFF_ROLE_KEYS;
export type Role = keyof typeof ROLE_KEYS;

export const ROLES = Object.keys(ROLE_KEYS) as [Role, ...Role[]];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && Object.hasOwn(ROLE_KEYS, value);

export const isStaff = (roles: readonly Role[]) =>
  roles.some((role) => Object.hasOwn(STAFF_ROLE_KEYS, role));

/** Admins and liaisons manage every client, order and link; other roles act only for themselves. */
export const isStaffManager = (roles: readonly Role[]) =>
  roles.includes('admin') || roles.includes('customerLiaison');
