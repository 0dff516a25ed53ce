import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { consoleResource } from '../../../engine/screens/consoleResource';
import { resourceScreens } from '../../../engine/screens/resourceScreens';

// docs/crates-and-shipments.md#in-the-console: the generated shipment screens, with their icon.
export const { list, edit, create, show, icon } = resourceScreens(consoleResource('shipments'), {
  icon: LocalShippingIcon,
});
