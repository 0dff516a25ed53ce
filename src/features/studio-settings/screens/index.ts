import StoreIcon from '@mui/icons-material/Store';
import { lazyScreen } from '../../../client/shell/screens/lazyScreen';
import { consoleResource } from '../../../engine/screens/consoleResource';
import { resourceScreens } from '../../../engine/screens/resourceScreens';

// docs/payments.md#studio-settings: one row, so the resource's page is its form; no list, no
// create, no separate edit route.
export const { list, icon } = resourceScreens(consoleResource('studio-settings'), {
  icon: StoreIcon,
  list: lazyScreen(() => import('./StudioSettingsPage'), 'StudioSettingsPage'),
});
