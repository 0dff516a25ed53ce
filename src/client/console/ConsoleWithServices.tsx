import { useMemo } from 'react';
import { usePortalServices } from '../auth/PortalServicesContext';
import { Console } from './Console';
import { createConsoleProviders } from './consoleProviders';

/** The console wired to the app's services; the entry loads this chunk on the shell's routes. */
export function ConsoleWithServices() {
  const services = usePortalServices();
  const providers = useMemo(() => createConsoleProviders(services), [services]);
  return <Console {...providers} queryClient={services.queryClient} />;
}
