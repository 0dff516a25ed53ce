import { useEffect, useState } from 'react';
import type { Profile } from '../../../shared/authCalls';
import type { PortalServices } from '../../session/auth/portalServices';
import { cacheTags } from '../http/cacheTags';
import { loadOffline, rememberOfflineWanted } from './offlineBoot';
import type { OfflineLayer } from './offlineLayer';
import { offlineRoles } from './offlineSettings';

/**
 * docs/offline.md#who-gets-it: for a signed-in user whose role works offline, loads and starts the
 * offline layer ('loading' until it runs); null for everybody else, who never download it. A browser
 * whose IndexedDB cannot open (some private modes) goes on without it.
 */
export function useOfflineLayer(services: PortalServices): OfflineLayer | null | 'loading' {
  // The guard renders the console only once the profile is known.
  const profile = services.queryClient.getQueryData<Profile | null>(cacheTags.user);
  const wanted = profile?.roles.some((role) => offlineRoles.includes(role)) ?? false;
  const [layer, setLayer] = useState<OfflineLayer | 'failed' | null>(null);

  useEffect(() => {
    rememberOfflineWanted(wanted);
    if (!wanted || !profile) return;
    let current = true;
    loadOffline()
      .then((offline) => offline.offlineLayerFor(services, profile))
      .then(
        (started) => current && setLayer(started),
        () => current && setLayer('failed'),
      );
    return () => {
      current = false;
    };
    // One layer per signed-in user; a refetched profile of the same user keeps it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, wanted, profile?.id]);

  if (!wanted || layer === 'failed') return null;
  return layer ?? 'loading';
}
