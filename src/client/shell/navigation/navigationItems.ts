import type { SvgIconComponent } from '@mui/icons-material';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Settings from '@mui/icons-material/Settings';
import Upload from '@mui/icons-material/Upload';
import Handyman from '@mui/icons-material/Handyman';
import manifest from 'virtual:console-manifest';
import type { ConsoleResource } from '../../../engine/consoleManifest';
import type { NavigationSpec } from '../../../engine/navigationSpec';
import type { RoleRule } from '../../../engine/roleRule';
import { resourceNameKey } from '../../../shared/i18n/resourceKeys';
import { paths } from '../../../shared/paths';
import { resourceIcon } from '../../../engine/screens/resourceFolders';

const staffOfTheStudio: RoleRule = { anyOf: ['admin', 'customerLiaison'] };

export interface NavigationItem extends Omit<NavigationSpec, 'label'> {
  /** A resource's is a message key (itemLabel says it in the user's language). */
  label: string;
  path: string;
  icon: SvgIconComponent;
  /** Also highlighted on these paths (and below them). */
  alsoActiveOn?: readonly string[];
}

/** A resource's item, from its definition's `navigation`. */
function resourceItem(
  { name, route, listAtHome }: ConsoleResource,
  navigation: NavigationSpec,
): NavigationItem {
  return {
    ...navigation,
    label: navigation.label ?? resourceNameKey(name),
    // A list at home edits its records under its own route: still the same area.
    ...(listAtHome ? { path: paths.home, alsoActiveOn: [`/${route}`] } : { path: `/${route}` }),
    icon: resourceIcon(name) ?? Description,
  };
}

// The areas that are not resources yet, each placed before or after a resource's item.
type Slot = `before:${string}` | `after:${string}` | 'last';

const appItems: readonly [Slot, NavigationItem][] = [
  [
    'after:orders',
    {
      label: 'portal.navigation.items.workbench',
      path: paths.workbench,
      icon: Handyman,
      drawer: staffOfTheStudio,
    },
  ],
  [
    'after:species',
    {
      label: 'portal.navigation.items.dashboards',
      path: paths.dashboards,
      icon: Dashboard,
      drawer: staffOfTheStudio,
    },
  ],
  [
    'after:species',
    {
      label: 'portal.navigation.items.exportToTls',
      path: paths.exportToTls,
      icon: Upload,
      drawer: staffOfTheStudio,
    },
  ],
  [
    'last',
    {
      label: 'portal.navigation.items.accountSettings',
      path: paths.accountSettings,
      icon: Settings,
      userMenu: { noneOf: ['collector'] },
    },
  ],
];

const inSlot = (slot: Slot) => appItems.filter(([at]) => at === slot).map(([, item]) => item);

/**
 * docs/navigation.md#side-drawer, docs/roles-and-access.md#drawer-visibility: the navigation items in drawer order, with who sees each where: the resources'
 * from their definitions in src/features/resourceList.ts's order, the other areas among them. The
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
