import type { Role } from '../shared/roles';

/** Who sees a navigation item: anyone holding one of `anyOf` (everyone when absent), none of `noneOf`. */
export interface RoleRule {
  anyOf?: readonly Role[];
  noneOf?: readonly Role[];
}

export const allows = (rule: RoleRule, roles: readonly string[]): boolean =>
  (rule.anyOf === undefined || rule.anyOf.some((role) => roles.includes(role))) &&
  !(rule.noneOf ?? []).some((role) => roles.includes(role));
