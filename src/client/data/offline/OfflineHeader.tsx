import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSmallScreen } from '../../shell/layout/useSmallScreen';
import { BlockedWriteDialog } from './BlockedWriteDialog';
import { useOfflineStatus, type OfflineStatusStore } from './offlineStatus';
import type { OfflineSync } from './offlineSync';
import { SignInDialog } from './SignInDialog';
import '../../i18n/late/offline';

// The chip as round as a button: the icon centred, no empty room for a label.
const iconAlone = {
  '& .MuiChip-label': { display: 'none' },
  '& .MuiChip-icon': { mx: 0.5 },
} as const;

export interface OfflineHeaderProps {
  status: OfflineStatusStore;
  /** The collector's decisions on a blocked write (docs/offline.md#conflicts). */
  sync: Pick<OfflineSync, 'keepMine' | 'drop'>;
  signIn(password: string): Promise<void>;
}

/**
 * docs/offline.md#what-the-collector-sees: the header's counter of waiting writes (and the sync's
 * progress, or "Offline"), with the dialogs that need the collector: a blocked write, a sign-in.
 */
export function OfflineHeader({ status, sync, signIn }: OfflineHeaderProps) {
  const { waiting, progress, blocked, signIn: askPassword, isOnline } = useOfflineStatus(status);
  const translate = useTranslate();
  const phone = useSmallScreen();
  const label = progress
    ? translate('portal.offline.counter.syncing', progress)
    : waiting > 0
      ? translate('portal.offline.counter.waiting', { smart_count: waiting })
      : translate('portal.offline.counter.offline');
  const shortLabel = progress ? label : waiting > 0 ? waiting : undefined;
  return (
    <>
      {(waiting > 0 || !isOnline) && (
        <Chip
          role="status"
          aria-live="polite"
          aria-label={translate('portal.offline.counter.description', { label })}
          data-testid="offline-waiting"
          icon={isOnline ? <CloudUploadIcon /> : <CloudOffIcon />}
          // A phone's header leaves the page's title room (a French one is long): the count alone,
          // or the offline cloud alone, said whole to readers.
          label={phone ? shortLabel : label}
          color={blocked ? 'warning' : 'default'}
          sx={[
            { bgcolor: 'background.paper' },
            phone && shortLabel === undefined && iconAlone,
          ]}
        />
      )}
      {blocked && (
        <BlockedWriteDialog
          entry={blocked}
          onKeepMine={() => sync.keepMine(blocked)}
          onDrop={() => sync.drop(blocked)}
        />
      )}
      {askPassword && <SignInDialog onSignIn={signIn} />}
    </>
  );
}
