import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { PortalServices } from './portalServices';

const PortalServicesContext = createContext<PortalServices | null>(null);

/** Gives the guard and the account screens the app's services (fresh ones in each test). */
export function PortalServicesProvider(props: { services: PortalServices; children: ReactNode }) {
  return (
    <PortalServicesContext.Provider value={props.services}>
      <QueryClientProvider client={props.services.queryClient}>
        {props.children}
      </QueryClientProvider>
    </PortalServicesContext.Provider>
  );
}

export function usePortalServices(): PortalServices {
  const services = useContext(PortalServicesContext);
  if (!services) throw new Error('usePortalServices needs a PortalServicesProvider');
  return services;
}
