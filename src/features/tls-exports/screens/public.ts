import { lazyScreen } from '../../../client/shell/screens/lazyScreen';

// What the shell takes from the TLS export's screens (docs/architecture.md#import-rules), loaded
// when the area opens.
export const ExportToTls = lazyScreen(() => import('./ExportToTlsRoutes'), 'ExportToTlsRoutes');
