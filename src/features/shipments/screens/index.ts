import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazyScreen } from '../../../client/shell/screens/lazyScreen';
import { consoleResource } from '../../../engine/screens/consoleResource';
import { resourceScreens } from '../../../engine/screens/resourceScreens';

// docs/crates-and-shipments.md#in-the-console: the generated shipment screens, with their icon;
// an open shipment has the freight agent's pack beside it. Each loads on demand.
export const { list, edit, create, show, icon } = resourceScreens(consoleResource('shipments'), {
  icon: LocalShippingIcon,
  edit: lazyScreen(() => import('./ShipmentScreens'), 'ShipmentEdit'),
  show: lazyScreen(() => import('./ShipmentScreens'), 'ShipmentShow'),
});
