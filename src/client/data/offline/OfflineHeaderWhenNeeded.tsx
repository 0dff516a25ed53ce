import { lazyComponent } from '../../shell/screens/lazyScreen';
import type { OfflineHeaderProps } from './OfflineHeader';
import { useOfflineStatus } from './offlineStatus';

// The counter and its dialogs (MUI's Chip, the conflict table, the sign-in form) in a chunk of
// their own: most starts have nothing waiting and a network (bench/bundle).
const OfflineHeader = lazyComponent(() => import('./OfflineHeader'), 'OfflineHeader', null);

/**
 * docs/offline.md#what-the-collector-sees: the header's counter, loaded only once there is
 * something to show: writes waiting, no network, a blocked write or an expired session.
 */
export function OfflineHeaderWhenNeeded(props: OfflineHeaderProps) {
  const { waiting, blocked, signIn, isOnline } = useOfflineStatus(props.status);
  if (waiting === 0 && isOnline && !blocked && !signIn) return null;
  return <OfflineHeader {...props} />;
}
