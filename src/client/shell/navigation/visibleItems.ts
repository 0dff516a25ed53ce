import type { TranslateFunction } from 'react-admin';
import { navigationItems, type NavigationItem } from './navigationItems';
import { allows } from '../../../engine/roleRule';

/** docs/roles-and-access.md#drawer-visibility: the drawer's items for these roles, in drawer order. */
export const drawerItems = (roles: readonly string[]): NavigationItem[] =>
  navigationItems.filter((item) => item.drawer !== undefined && allows(item.drawer, roles));

/** docs/roles-and-access.md#user-menu-items: the user menu's items for these roles (Logout, always there, is not a navigation item). */
export const userMenuItems = (roles: readonly string[]): NavigationItem[] =>
  navigationItems.filter((item) => item.userMenu !== undefined && allows(item.userMenu, roles));

export const userMenuLabel = (item: NavigationItem): string => item.userMenu?.label ?? item.label;

/**
 * docs/languages.md#messages: an item's label in the user's language; a resource's label is a
 * message key, its name read in the plural, and any other label reads as it is.
 * @example itemLabel(translate, 'resources.orders.name') // 'Orders'
 */
export const itemLabel = (translate: TranslateFunction, label: string): string =>
  translate(label, { smart_count: 2, _: label });

/**
 * docs/navigation.md#highlight-rule: an item is highlighted when the current path equals or begins with its path. Taken
 * segment-wise, and "/" only on itself: every path begins with "/", so the literal reading would
 * highlight Client Orders on every screen.
 */
export function isActive(item: NavigationItem, pathname: string): boolean {
  return [item.path, ...(item.alsoActiveOn ?? [])].some(
    (path) => pathname === path || (path !== '/' && pathname.startsWith(`${path}/`)),
  );
}
