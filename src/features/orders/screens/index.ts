import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyScreen } from '../../../client/shell/screens/lazyScreen';

// docs/guards.md#loading-screens: screens load on demand; the list is the console's first screen, the editor comes later.
export const list = lazyScreen(() => import('./OrderList'), 'OrderList');
export const edit = lazyScreen(() => import('./OrderEditor'), 'OrderEdit');
export const create = lazyScreen(() => import('./orderScreens'), 'OrderCreate');
// For those who read orders but may not edit them (useRecordLink).
export const show = lazyScreen(() => import('./orderScreens'), 'OrderShow');
export const icon = ReceiptLongIcon;
