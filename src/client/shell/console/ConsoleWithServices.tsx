import { useMemo } from 'react';
import { usePortalServices } from '../../session/auth/PortalServicesContext';
import { useConsoleLanguage } from '../../i18n/useConsoleLanguage';
import { OfflineLayerContext } from '../../data/offline/OfflineLayerContext';
import { useOfflineLayer } from '../../data/offline/useOfflineLayer';
import { ScreenLoading } from '../screens/ScreenLoading';
import { Console } from './Console';
import { createConsoleProviders } from './consoleProviders';

/** The console wired to the app's services; the entry loads this chunk on the shell's routes. */
export function ConsoleWithServices() {
  const services = usePortalServices();
  const locale = useConsoleLanguage();
  const offline = useOfflineLayer(services);
  const ready = offline !== 'loading';
  const providers = useMemo(
    () => (ready ? createConsoleProviders(services, offline) : null),
    [services, ready, offline],
  );
  if (!providers || !locale) return <ScreenLoading />;
  return (
    <OfflineLayerContext.Provider value={offline === 'loading' ? null : offline}>
      {/* docs/languages.md#choosing: a new language renders the console anew; the query cache stays. */}
      <Console key={locale} {...providers} queryClient={services.queryClient} />
    </OfflineLayerContext.Provider>
  );
}
