import { lazyScreen } from '../../../client/shell/screens/lazyScreen';

// What the shell takes from the orders' screens beyond the resource's (docs/architecture.md#import-rules),
// loaded when it opens.
export const Workbench = lazyScreen(() => import('./Workbench'), 'Workbench');
