import type { SvgIconComponent } from '@mui/icons-material';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Settings from '@mui/icons-material/Settings';
import Upload from '@mui/icons-material/Upload';
import manifest from 'virtual:console-manifest';
import type { ConsoleResource } from '../../../resources/engine/consoleManifest';
import type { NavigationSpec } from '../../../resources/engine/navigationSpec';
import type { RoleRule } from '../../../resources/engine/roleRule';
import { paths } from '../../shared/paths';
import { resourceName } from '../common/resourceName';
import { resourceIcon } from '../resources/resourceFolders';

const staffOfTheStudio: RoleRule = { anyOf: ['admin', 'customerLiaison'] };

/**
 * A label as a message: an area's from src/client/i18n/<language>/navigation.ts, a resource's its
 * name (common/resourceName).
 * @example translate(item.label.key, item.label.options)
 */
export interface ItemLabel {
  key: string;
  options?: { smart_count: number; _: string };
}

export interface NavigationItem extends Omit<NavigationSpec, 'label' | 'userMenu'> {
  label: ItemLabel;
  userMenu?: RoleRule & { label?: ItemLabel };
  path: string;
  icon: SvgIconComponent;
  /** Also highlighted on these paths (and below them). */
  alsoActiveOn?: readonly string[];
}

// A resource's own drawer or user menu label is a message under its name: 'instruction-registers'
// -> portal.navigation.items.instructionRegisters.
const messageName = (name: string) =>
  name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** A resource's item, from its definition's `navigation`. */
function resourceItem(resource: ConsoleResource, navigation: NavigationSpec): NavigationItem {
  const { name, route, listAtHome } = resource;
  const { label: drawerLabel, userMenu, ...placement } = navigation;
  const ownLabel = (group: 'items' | 'userMenuItems') => ({
    key: `portal.navigation.${group}.${messageName(name)}`,
  });
  const { label: menuLabel, ...menuRule } = userMenu ?? {};
  return {
    ...placement,
    label: drawerLabel ? ownLabel('items') : resourceName(resource, 2),
    ...(userMenu && {
      userMenu: { ...menuRule, ...(menuLabel && { label: ownLabel('userMenuItems') }) },
    }),
    // A list at home edits its records under its own route: still the same area.
    ...(listAtHome ? { path: paths.home, alsoActiveOn: [`/${route}`] } : { path: `/${route}` }),
    icon: resourceIcon(name) ?? Description,
  };
}

// The areas that are not resources yet, each placed before or after a resource's item.
type Slot = `before:${string}` | `after:${string}` | 'last';

const appItems: readonly [Slot, NavigationItem][] = [
  [
    'after:species',
    {
      label: { key: 'portal.navigation.items.dashboards' },
      path: paths.dashboards,
      icon: Dashboard,
      drawer: staffOfTheStudio,
    },
  ],
  [
    'after:species',
    {
      label: { key: 'portal.navigation.items.exportToTls' },
      path: paths.exportToTls,
      icon: Upload,
      drawer: staffOfTheStudio,
    },
  ],
  [
    'last',
    {
      label: { key: 'portal.navigation.items.accountSettings' },
      path: paths.accountSettings,
      icon: Settings,
      userMenu: { noneOf: ['collector'] },
    },
  ],
];

const inSlot = (slot: Slot) => appItems.filter(([at]) => at === slot).map(([, item]) => item);

/**
 * docs/navigation.md#side-drawer, docs/roles-and-access.md#drawer-visibility: the navigation items in drawer order, with who sees each where: the resources'
 * from their definitions in resources/resourceList.ts's order, the other areas among them. The
 * side drawer, the user menu and their tests all read it.
 */
export const navigationItems: readonly NavigationItem[] = [
  ...manifest.flatMap((resource) =>
    resource.navigation
      ? [
          ...inSlot(`before:${resource.name}`),
          resourceItem(resource, resource.navigation),
          ...inSlot(`after:${resource.name}`),
        ]
      : [],
  ),
  ...inSlot('last'),
];
