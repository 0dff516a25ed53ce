import type { Role } from '../../../resources/roles';

/** Admins and liaisons manage every client and link; other roles act only for themselves. */
export const isStaffManager = (roles: readonly Role[]) =>
  roles.includes('admin') || roles.includes('customerLiaison');
