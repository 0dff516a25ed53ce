import type { SvgIconComponent } from '@mui/icons-material';
import Assignment from '@mui/icons-material/Assignment';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Pets from '@mui/icons-material/Pets';
import People from '@mui/icons-material/People';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Settings from '@mui/icons-material/Settings';
import Upload from '@mui/icons-material/Upload';
import { paths } from '../../shared/paths';
import type { RoleRule } from './roleRule';

const staffOfTheStudio: RoleRule = { anyOf: ['admin', 'customerLiaison'] };

export interface NavigationItem {
  label: string;
  path: string;
  icon: SvgIconComponent;
  /** Also highlighted on these paths (and below them). */
  alsoActiveOn?: readonly string[];
  /** Shown in the side drawer to these roles (SPEC 6 table); absent: not in the drawer. */
  drawer?: RoleRule;
  /** Shown in the user menu to these roles (SPEC 2 user menu); absent: not in the user menu. */
  userMenu?: RoleRule & { label?: string };
  /** Starts the drawer's group of studio settings (SPEC 2: "then a group"). */
  startsGroup?: boolean;
}

/**
 * SPEC 2 and 6: the one table of navigation items, in drawer order, with who sees each where.
 * The side drawer, the user menu and their tests all read it.
 */
export const navigationItems: readonly NavigationItem[] = [
  {
    label: 'IRs',
    path: paths.instructionRegisters,
    icon: Assignment,
    drawer: { anyOf: ['admin', 'customerLiaison', 'collector'] },
  },
  {
    label: 'Client Orders',
    path: paths.home,
    icon: ReceiptLong,
    // Quotes are edited under orders/{quoteId}: still the orders area.
    alsoActiveOn: [paths.orders],
    drawer: { noneOf: ['collector'] },
    userMenu: { label: 'Orders', noneOf: ['collector'] },
  },
  {
    label: 'Clients',
    path: paths.clients,
    icon: People,
    drawer: { anyOf: ['huntingOutfitter', 'admin', 'customerLiaison'] },
    userMenu: { noneOf: ['client', 'collector'] },
  },
  {
    label: 'Documents',
    path: paths.documents,
    icon: Description,
    drawer: { anyOf: ['huntingOutfitter', 'professionalHunter'] },
    userMenu: { anyOf: ['huntingOutfitter'], noneOf: ['collector'] },
  },
  {
    label: 'Manage Users',
    path: paths.users,
    icon: ManageAccounts,
    drawer: { anyOf: ['admin'] },
  },
  {
    label: 'Pricelists',
    path: paths.pricelists,
    icon: RequestQuote,
    drawer: staffOfTheStudio,
    startsGroup: true,
  },
  { label: 'Trophies', path: paths.trophies, icon: EmojiEvents, drawer: staffOfTheStudio },
  { label: 'Species', path: paths.species, icon: Pets, drawer: staffOfTheStudio },
  { label: 'Dashboards', path: paths.dashboards, icon: Dashboard, drawer: staffOfTheStudio },
  { label: 'Export To TLS', path: paths.exportToTls, icon: Upload, drawer: staffOfTheStudio },
  {
    label: 'Account Settings',
    path: paths.accountSettings,
    icon: Settings,
    userMenu: { noneOf: ['collector'] },
  },
];
