import { z } from 'zod';

// SPEC 6: the staff roles with their labels; DESIGN.md adds `client`, the kind of user who orders.
export const STAFF_ROLE_LABELS = {
  admin: 'Admin',
  collector: 'Collector',
  customerLiaison: 'CustomerLiaison',
  huntingOutfitter: 'HuntingOutfitter',
  professionalHunter: 'ProfessionalHunter',
} as const;

export const ROLE_LABELS = { ...STAFF_ROLE_LABELS, client: 'Client' } as const;

export const staffRoleSchema = z.enum(
  Object.keys(STAFF_ROLE_LABELS) as [
    keyof typeof STAFF_ROLE_LABELS,
    ...(keyof typeof STAFF_ROLE_LABELS)[],
  ],
);
export const roleSchema = z.enum(
  Object.keys(ROLE_LABELS) as [keyof typeof ROLE_LABELS, ...(keyof typeof ROLE_LABELS)[]],
);

export type StaffRole = z.infer<typeof staffRoleSchema>;
export type Role = z.infer<typeof roleSchema>;

export const isStaff = (roles: readonly Role[]) =>
  roles.some((role) => staffRoleSchema.safeParse(role).success);

/** Admins and liaisons manage every client, order and link; other roles act only for themselves. */
export const isStaffManager = (roles: readonly Role[]) =>
  roles.includes('admin') || roles.includes('customerLiaison');
