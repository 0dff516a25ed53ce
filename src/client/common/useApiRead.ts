import { useCallback, useEffect, useState } from 'react';
import { usePortalServices } from '../session/auth/PortalServicesContext';

/**
 * One GET of the API through the portal's HTTP client, with a reload after changes, and read again
 * every `refetchMs` while that is set (a running TLS batch's progress); data null while it loads.
 * @example const { data, reload } = useApiRead<TlsWaitingOrder[]>(apiPaths.tlsExports.waiting);
 */
export function useApiRead<T>(path: string, refetchMs?: number) {
  const { http } = usePortalServices();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    http.get<T>(path).then(
      (answer) => {
        setData(answer);
        setError(null);
      },
      (failure: Error) => setError(failure.message),
    );
  }, [http, path]);
  useEffect(reload, [reload]);
  useEffect(() => {
    if (!refetchMs) return undefined;
    const timer = setInterval(reload, refetchMs);
    return () => clearInterval(timer);
  }, [reload, refetchMs]);
  return { data, error, reload, http };
}
