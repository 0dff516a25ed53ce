import { QueryClient } from '@tanstack/react-query';

/**
 * The cache of API state (react-admin's QueryClient), with the settings of docs/settings.md#cache: unused data is kept
 * 60 seconds; refetching on focus, reconnect and mount is off unless a query asks for it.
 *
 * @example <Admin queryClient={createQueryClient()} />
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        retry: false,
      },
    },
  });
}
