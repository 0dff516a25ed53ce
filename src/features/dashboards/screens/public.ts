import { lazyComponent, lazyScreen } from '../../../client/shell/screens/lazyScreen';

// What others take from the dashboards' screens (docs/architecture.md#import-rules), each loaded
// when it first shows, so no first load carries the charts (bench/bundle).
export const DashboardScreen = lazyScreen(() => import('./DashboardScreen'), 'DashboardScreen');
// docs/dashboards.md#outfitters: loads only for outfitters, so staff's first load stays as it was.
export const OutfitterFigures = lazyComponent(
  () => import('./OutfitterFigures'),
  'OutfitterFigures',
  null,
);
