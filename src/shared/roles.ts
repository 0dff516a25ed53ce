// docs/roles-and-access.md#roles: the staff roles with their labels, plus `client`, the kind of
// user who orders.
// No zod here: the console's first screen reads roles before any schema loads (bench/bundle).
export const STAFF_ROLE_LABELS = {
  admin: 'Admin',
  collector: 'Collector',
  customerLiaison: 'CustomerLiaison',
  huntingOutfitter: 'HuntingOutfitter',
  professionalHunter: 'ProfessionalHunter',
} as const;

export const ROLE_LABELS = { ...STAFF_ROLE_LABELS, client: 'Client' } as const;

export type StaffRole = keyof typeof STAFF_ROLE_LABELS;
export type Role = keyof typeof ROLE_LABELS;

export const ROLES = Object.keys(ROLE_LABELS) as [Role, ...Role[]];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && Object.hasOwn(ROLE_LABELS, value);

export const isStaff = (roles: readonly Role[]) =>
  roles.some((role) => Object.hasOwn(STAFF_ROLE_LABELS, role));

/** Admins and liaisons manage every client, order and link; other roles act only for themselves. */
export const isStaffManager = (roles: readonly Role[]) =>
  roles.includes('admin') || roles.includes('customerLiaison');
