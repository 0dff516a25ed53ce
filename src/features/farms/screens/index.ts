import AgricultureIcon from '@mui/icons-material/Agriculture';
import { lazyScreen } from '../../../client/shell/screens/lazyScreen';
import { consoleResource } from '../../../engine/screens/consoleResource';
import { resourceScreens } from '../../../engine/screens/resourceScreens';

// docs/instruction-registers.md#farms: a farm's page lists its IRs; staff edit farms and
// collectors read them, so both screens exist. Each loads on demand.
export const { list, edit, create, show, icon } = resourceScreens(consoleResource('farms'), {
  icon: AgricultureIcon,
  edit: lazyScreen(() => import('./FarmScreens'), 'FarmEdit'),
  show: lazyScreen(() => import('./FarmScreens'), 'FarmShow'),
});
