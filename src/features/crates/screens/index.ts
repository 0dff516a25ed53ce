import Inventory2Icon from '@mui/icons-material/Inventory2';
import { lazyScreen } from '../../../client/shell/screens/lazyScreen';
import { consoleResource } from '../../../engine/screens/consoleResource';
import { resourceScreens } from '../../../engine/screens/resourceScreens';

// docs/crates-and-shipments.md#in-the-console: the generated list; the forms with the lines to
// pack, the crate's screens with its packing list. Each loads on demand.
export const { list, edit, create, show, icon } = resourceScreens(consoleResource('crates'), {
  icon: Inventory2Icon,
  create: lazyScreen(() => import('./CrateScreens'), 'CrateCreate'),
  edit: lazyScreen(() => import('./CrateScreens'), 'CrateEdit'),
  show: lazyScreen(() => import('./CrateScreens'), 'CrateShow'),
});
