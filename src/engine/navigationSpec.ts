import type { RoleRule } from './roleRule';

/** Where a resource shows in the side drawer and the user menu (docs/navigation.md). */
export interface NavigationSpec {
  /** The message key of the drawer's label, when it is not the resource's plural name. */
  label?: string;
  /** Shown in the side drawer to these roles; absent: not in the drawer. */
  drawer?: RoleRule;
  /** Shown in the user menu to these roles; absent: not in the user menu. */
  userMenu?: RoleRule & { /** Its message key, when not the drawer's label. */ label?: string };
  /** Starts the drawer's group of studio settings. */
  startsGroup?: boolean;
}
